import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Card, CardContent } from '@/web/components/ui/card';
import { cn } from '@/web/lib/utils';
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
  const tabRefs = useRef<Partial<Record<Tab, HTMLButtonElement | null>>>({});

  // After a sign-up the 'Entrar' tab opens with the e-mail filled in: the password comes next.
  useEffect(() => {
    if (tab !== 'entrar' || !focusPasswordRequest.current) return;
    focusPasswordRequest.current = false;
    passwordRef.current?.focus();
  }, [tab]);

  function selectTab(next: Tab) {
    setParams(next === 'cadastrar' ? { tab: 'cadastrar' } : {}, { replace: true, preventScrollReset: true });
  }

  // Arrow keys, Home and End move between tabs (WAI-ARIA tabs pattern, automatic activation).
  function onTabKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    const index = TABS.findIndex((t) => t.id === tab);
    const last = TABS.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = TABS[target]!.id;
    selectTab(next);
    tabRefs.current[next]?.focus();
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
        <div role="tablist" aria-label="Entrar ou criar conta" className="grid grid-cols-2 gap-1 rounded-lg bg-muted p-1">
          {TABS.map(({ id, label }) => {
            const selected = tab === id;
            return (
              <button
                key={id}
                ref={(element) => {
                  tabRefs.current[id] = element;
                }}
                type="button"
                role="tab"
                id={`aba-${id}`}
                aria-selected={selected}
                aria-controls={`painel-${id}`}
                tabIndex={selected ? 0 : -1}
                onClick={() => selectTab(id)}
                onKeyDown={onTabKeyDown}
                className={cn(
                  'h-10 rounded-md text-sm font-medium transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
                  selected ? 'bg-background text-foreground shadow-sm' : 'text-muted-foreground hover:text-foreground',
                )}
              >
                {label}
              </button>
            );
          })}
        </div>
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
