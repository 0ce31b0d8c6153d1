import { chatText } from '../../../shared/strings/chat';

/** The textarea grows with its text up to 150 px, then scrolls. */
export const TEXTAREA_MAX_HEIGHT = 150;

/** Blank messages are not sent: null when the text may be sent, else the message to show. */
export function textError(text: string): string | null {
  return text.trim() === '' ? chatText.empty : null;
}

export type KeyAction = 'send' | 'newline';

/** Enter sends; Shift+Enter (and Enter while an IME is composing) makes a new line. */
export function keyAction(key: string, shiftKey: boolean, composing: boolean): KeyAction | null {
  if (key !== 'Enter') return null;
  return shiftKey || composing ? 'newline' : 'send';
}

/** The textarea's height for its content height: grows, capped at 150 px. */
export function textareaHeight(scrollHeight: number): number {
  return Math.min(TEXTAREA_MAX_HEIGHT, scrollHeight);
}
