import { Footer } from '../features/footer/components/footer';
import { FooterDemandForm } from '../features/publish-need/components/footer-demand-form';

/**
 * The footer with its publish-need form: its own chunk, loaded while the page renders. It starts
 * below the fold (the main area is a viewport tall), so arriving later moves nothing in view.
 */
export default function FooterArea() {
  return <Footer demandForm={<FooterDemandForm />} />;
}
