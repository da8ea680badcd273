import { useEffect, useRef, useState } from 'react';
import { loadGoogleIdentity } from '../../auth';
import textStyles from '../../../shared/ui/text.module.css';
import styles from '../staff.module.css';
import { staffT as t } from '@mostrador/shared/messages/es-MX-staff';

/**
 * Google's own "Iniciar sesión con Google" button (Google Identity Services, popup mode). The
 * credential is the ID token the server verifies in /login/google.
 */
export function GoogleSignInButton({ clientId, onCredential }: { clientId: string; onCredential: (idToken: string) => void }) {
  const slot = useRef<HTMLDivElement>(null);
  // The latest handler, without re-initialising Google's library on every render.
  const handler = useRef(onCredential);
  handler.current = onCredential;
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let isMounted = true;
    loadGoogleIdentity().then(
      (google) => {
        if (!isMounted || !slot.current) return;
        google.initialize({
          client_id: clientId,
          callback: (answer) => handler.current(answer.credential),
          auto_select: false,
          ux_mode: 'popup',
        });
        google.renderButton(slot.current, {
          type: 'standard',
          theme: 'outline',
          size: 'large',
          text: 'signin_with',
          shape: 'pill',
          locale: 'es-419',
          width: 280,
        });
        setState('ready');
      },
      () => isMounted && setState('failed'),
    );
    return () => {
      isMounted = false;
    };
  }, [clientId]);

  return (
    <div className={styles.googleButton}>
      <div ref={slot} data-testid="google-button" />
      {state === 'loading' ? <p className={textStyles.muted}>{t('googleSignInButton.cargandoElInicioDeSesion')}</p> : null}
      {state === 'failed' ? (
        <p className={textStyles.muted} role="alert">
          {t('googleSignInButton.noSePudoCargarEl')}
        </p>
      ) : null}
    </div>
  );
}
