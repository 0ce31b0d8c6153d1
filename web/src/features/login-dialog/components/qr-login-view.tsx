import type { BffConfig } from '@ysy/contracts/bff/schemas';
import { loginReturnHref } from '@ysy/contracts/login/return-href';
import { useEffect, useId, useState } from 'react';
import { dialogStrings } from '../../../shared/strings/dialogs';
import { buildWxLoginOptions, QR_WIDGET_DELAY_MS, simulatedLoginUrl } from '../model/login-links';
import { startLoginAttempt } from '../api/start-login';
import { loadWxLogin } from '../model/wx-login-script';
import styles from './login-dialog.module.css';

const t = dialogStrings.login;

interface SimulatedQr {
  src: string;
  demoHref: string;
  verifyHref: string;
}

type Widget =
  | { kind: 'pending' }
  | { kind: 'simulated'; qr: SimulatedQr }
  | { kind: 'wechat' }
  | { kind: 'failed' };

async function renderSimulatedQr(state: string): Promise<SimulatedQr> {
  const { origin } = window.location;
  const returnHref = loginReturnHref(window.location);
  const demoHref = simulatedLoginUrl({ origin, returnHref, state, account: 'demo' });
  const verifyHref = simulatedLoginUrl({ origin, returnHref, state, account: 'verify' });
  // Loaded only when a QR is drawn, so the encoder stays out of the first page's bundle. SVG
  // needs no canvas and stays sharp at any zoom.
  const QRCode = await import('qrcode');
  const svg = await QRCode.toString(demoHref, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'L',
  });
  return {
    src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`,
    demoHref,
    verifyHref,
  };
}

/**
 * The QR-login view. The widget is created 500 ms after the view appears: the
 * official WxLogin widget when a WeChat app id is configured, else a locally generated QR code
 * for the simulated login, with a link that completes it in this browser.
 */
export function QrLoginView({
  config,
  failed,
}: {
  config: BffConfig | undefined;
  failed: boolean;
}) {
  const containerId = `wx-login-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const widget = useLoginWidget(config, containerId);

  const isFailed = failed || widget.kind === 'failed';
  return (
    <section className={styles.view} aria-labelledby={`${containerId}-title`}>
      <h3 id={`${containerId}-title`} className={styles.viewTitle}>
        {t.qrTitle}
      </h3>
      <div className={styles.qrBox}>
        {/* WxLogin draws its iframe into this element. */}
        <div id={containerId} className={styles.wxContainer} data-testid="wx-login-container" />
        {widget.kind === 'simulated' && (
          <img className={styles.qr} src={widget.qr.src} alt={t.qrAlt} />
        )}
        {widget.kind === 'pending' && !isFailed && (
          <span className={styles.placeholder}>{t.loadingQr}</span>
        )}
        {isFailed && (
          <span className={styles.placeholder} role="alert">
            {t.qrFailed}
          </span>
        )}
      </div>
      <p className={styles.hint}>{t.qrHint}</p>
      {widget.kind === 'simulated' && (
        <div className={styles.simLinks}>
          <a className={styles.simLink} href={widget.qr.demoHref}>
            {t.simulatedLink}
          </a>
          <a className={styles.simLinkSmall} href={widget.qr.verifyHref}>
            {t.simulatedVerifyLink}
          </a>
        </div>
      )}
    </section>
  );
}

/**
 * Creates the widget QR_WIDGET_DELAY_MS after the view appears, once the config is known; a
 * failure is logged and shown as the failed state.
 */
function useLoginWidget(config: BffConfig | undefined, containerId: string): Widget {
  const [widget, setWidget] = useState<Widget>({ kind: 'pending' });

  useEffect(() => {
    if (!config) return;
    let cancelled = false;
    const timer = setTimeout(() => {
      const { wechat } = config;
      const fail = (what: string) => (error: unknown) => {
        console.warn(`[login] ${what}`, error);
        if (!cancelled) setWidget({ kind: 'failed' });
      };
      startLoginAttempt()
        .then((state) => {
          if (cancelled) return;
          if (wechat.mode === 'wechat' && wechat.appId) {
            const appId = wechat.appId;
            loadWxLogin()
              .then((WxLogin) => {
                if (cancelled) return;
                const { origin } = window.location;
                const returnHref = loginReturnHref(window.location);
                new WxLogin(buildWxLoginOptions({ containerId, appId, state, origin, returnHref }));
                setWidget({ kind: 'wechat' });
              })
              .catch(fail('WxLogin widget could not be created'));
          } else {
            renderSimulatedQr(state)
              .then((qr) => {
                if (!cancelled) setWidget({ kind: 'simulated', qr });
              })
              .catch(fail('QR code could not be generated'));
          }
        })
        .catch(fail('login attempt could not be started'));
    }, QR_WIDGET_DELAY_MS);
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [config, containerId]);
  return widget;
}
