import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Card, CardContent } from '@/web/components/ui/card';
import { TabList } from '@/web/components/ui/tabs';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { TwoFactorChallenge } from './two-factor-challenge';

type Tab = 'entrar' | 'cadastrar';

const TABS: { id: Tab; label: string }[] = [
  { id: 'entrar', label: 'Entrar' },
  { id: 'cadastrar', label: 'Cadastrar' },
];

/** ?tab=cadastrar opens the sign-up tab (the top bar's 'Cadastrar' links there). */
function tabFrom(params: URLSearchParams): Tab {
  return params.get('tab') === 'cadastrar' ? 'cadastrar' : 'entrar';
}

/**
 * /auth's content: the 'Entrar' and 'Cadastrar' tabs, and the code step of a sign-in with
 * two-factor. Both forms stay mounted, so switching tabs keeps what was typed.
 */
export function AuthPanel() {
  const [params, setParams] = useSearchParams();
  const tab = tabFrom(params);
  const [signInEmail, setSignInEmail] = useState('');
  const [twoFactor, setTwoFactor] = useState(false);
  const focusPasswordRequest = useRef(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  // After a sign-up the 'Entrar' tab opens with the e-mail filled in: the password comes next.
  useEffect(() => {
    if (tab !== 'entrar' || !focusPasswordRequest.current) return;
    focusPasswordRequest.current = false;
    passwordRef.current?.focus();
  }, [tab]);

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

  return (
    <Card>
      <CardContent className="pt-6">
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
