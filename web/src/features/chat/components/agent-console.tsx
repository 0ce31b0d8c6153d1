import { isSuccess } from '@ysy/contracts/common/is-success';
import { endpoints } from '@ysy/contracts/endpoints';
import { useEffect, useState, type FormEvent } from 'react';
import { ApiError, callApi } from '../../../shared/api/client';
import { chatText } from '../../../shared/strings/chat';
import { chatHandle, type ChatHandle } from '../runtime/chat-runtime';
import { ChatPanel } from './chat-panel';
import styles from './agent-console.module.css';

type Phase =
  | { kind: 'checking' }
  | { kind: 'login'; error: string | null }
  | { kind: 'ready'; handle: ChatHandle };

/**
 * The agent console (/agent): the support agent and the consultants sign in with their staff
 * account and answer every conversation, with the same panel the visitors' windows use. Anyone
 * else is refused by the BFF (no staff cookie, no ticket).
 */
export function AgentConsole() {
  const [phase, setPhase] = useState<Phase>({ kind: 'checking' });

  function start() {
    chatHandle('agent')
      .then((handle) => {
        handle.controller.setWindowOpen(true);
        setPhase({ kind: 'ready', handle });
      })
      .catch(() => setPhase({ kind: 'login', error: null }));
  }

  useEffect(() => {
    start();
  }, []);

  return (
    <main className={styles.page}>
      <h1 className={styles.title}>{chatText.agent.title}</h1>
      {phase.kind === 'checking' && <p role="status">{chatText.connecting}</p>}
      {phase.kind === 'login' && (
        <AgentLoginForm
          error={phase.error}
          onRefused={(error) => setPhase({ kind: 'login', error })}
          onSignedIn={() => {
            setPhase({ kind: 'checking' });
            start();
          }}
        />
      )}
      {phase.kind === 'ready' && (
        <div className={styles.console} role="region" aria-label={chatText.agent.conversations}>
          <ChatPanel
            controller={phase.handle.controller}
            onRetryConnection={() => phase.handle.retry()}
            wide
          />
        </div>
      )}
    </main>
  );
}

/** The staff account and password; a refusal's msg shows under them. */
function AgentLoginForm(props: {
  error: string | null;
  onRefused: (error: string) => void;
  onSignedIn: () => void;
}) {
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');

  async function login(event: FormEvent) {
    event.preventDefault();
    try {
      const reply = await callApi(endpoints.agentLogin, {
        body: { account: account.trim(), password },
      });
      if (!isSuccess(reply, 0)) {
        props.onRefused(reply.msg);
        return;
      }
      props.onSignedIn();
    } catch (error) {
      props.onRefused(error instanceof ApiError ? error.msg : chatText.agent.refused);
    }
  }

  return (
    <form className={styles.form} onSubmit={(event) => void login(event)}>
      <label>
        {chatText.agent.account}
        <input
          value={account}
          autoComplete="username"
          onChange={(e) => setAccount(e.target.value)}
        />
      </label>
      <label>
        {chatText.agent.password}
        <input
          type="password"
          value={password}
          autoComplete="current-password"
          onChange={(e) => setPassword(e.target.value)}
        />
      </label>
      {props.error && (
        <p className={styles.error} role="alert">
          {props.error}
        </p>
      )}
      <button type="submit" className={styles.submit}>
        {chatText.agent.login}
      </button>
    </form>
  );
}
