import { appState } from '../../../shared/state/app-state';

/** Opens the free phone consultation about `serviceId` (the offer's numeric service id). */
export function openPhoneConsult(serviceId: number): void {
  appState.consultation = { open: true, serviceId };
}

export function openPublishNeed(): void {
  appState.publishNeedOpen = true;
}
