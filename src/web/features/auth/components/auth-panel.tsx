import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { PASSWORD_RESET_DONE_MESSAGE } from '@/shared/auth-schemas';
import { Card, CardContent } from '@/web/components/ui/card';
import { TabList } from '@/web/components/ui/tabs';
import { ForgotPasswordForm } from './forgot-password-form';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { TwoFactorChallenge } from './two-factor-challenge';

type Tab = 'entrar' | 'cadastrar';
type View = Tab | 'esqueci-senha';

const TABS: { id: Tab; label: string }[] = [
  { id: 'entrar', label: 'Entrar' },
  { id: 'cadastrar', label: 'Cadastrar' },
];

/**
 * ?tab=cadastrar opens the sign-up tab (the top bar's 'Cadastrar' links there); ?tab=esqueci-senha
 * the 'Esqueci minha senha' form.
 */
function viewFrom(params: URLSearchParams): View {
  const tab = params.get('tab');
  return tab === 'cadastrar' || tab === 'esqueci-senha' ? tab : 'entrar';
}

/** The reset page sends people here with this state once the new password is set. */
export interface AuthLocationState {
  passwordReset?: boolean;
}

/**
 * /auth's content: the 'Entrar' and 'Cadastrar' tabs, and the code step of a sign-in with
 * two-factor. Both forms stay mounted, so switching tabs keeps what was typed.
 */
export function AuthPanel() {
  const [params, setParams] = useSearchParams();
  const view = viewFrom(params);
  const tab: Tab = view === 'cadastrar' ? 'cadastrar' : 'entrar';
  const passwordReset = (useLocation().state as AuthLocationState | null)?.passwordReset === true;
  const [signInEmail, setSignInEmail] = useState('');
  const [twoFactor, setTwoFactor] = useState(false);
  const focusPasswordRequest = useRef(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  // After a sign-up the 'Entrar' tab opens with the e-mail filled in: the password comes next.
  useEffect(() => {
    if (view !== 'entrar' || !focusPasswordRequest.current) return;
    focusPasswordRequest.current = false;
    passwordRef.current?.focus();
  }, [view]);

  function selectTab(next: Tab) {
    setParams(next === 'cadastrar' ? { tab: 'cadastrar' } : {}, { replace: true, preventScrollReset: true });
  }

  if (twoFactor) {
    return (
      <Card>
        <CardContent className="pt-6">
          <TwoFactorChallenge onCancel={() => setTwoFactor(false)} />
        </CardContent>
      </Card>
    );
  }

  if (view === 'esqueci-senha') {
    return (
      <Card>
        <CardContent className="pt-6">
          <ForgotPasswordForm email={signInEmail} onEmailChange={setSignInEmail} onBack={() => selectTab('entrar')} />
        </CardContent>
      </Card>
    );
  }

  return (
    <Card>
      <CardContent className="pt-6">
        {passwordReset && (
          <p role="status" className="mb-6 rounded-md border border-success/40 bg-success/10 p-4 text-sm text-foreground">
            {PASSWORD_RESET_DONE_MESSAGE}
          </p>
        )}
        <TabList label="Entrar ou criar conta" tabs={TABS} selected={tab} onSelect={selectTab} />
        <div role="tabpanel" id="painel-entrar" aria-labelledby="aba-entrar" hidden={tab !== 'entrar'} className="mt-6">
          <SignInForm
            email={signInEmail}
            onEmailChange={setSignInEmail}
            onTwoFactor={() => setTwoFactor(true)}
            passwordRef={passwordRef}
          />
        </div>
        <div
          role="tabpanel"
          id="painel-cadastrar"
          aria-labelledby="aba-cadastrar"
          hidden={tab !== 'cadastrar'}
          className="mt-6"
        >
          <SignUpForm
            onSignedUp={(email) => {
              setSignInEmail(email);
              focusPasswordRequest.current = true;
              selectTab('entrar');
            }}
          />
        </div>
      </CardContent>
    </Card>
  );
}
