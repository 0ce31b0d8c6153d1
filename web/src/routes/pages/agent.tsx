import { AgentConsole } from '../../features/chat/components/agent-console';

/** Route module of the agent console. */
export default function AgentPage() {
  return <AgentConsole />;
}
