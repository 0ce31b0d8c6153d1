import { useRef, useState, type KeyboardEvent } from 'react';
import { chatText } from '../../../shared/strings/chat';
import { Icon } from '../../../shared/ui/icons/icon';
import type { ChatController } from '../model/chat-controller';
import { keyAction, textareaHeight } from '../model/text-input';
import { EmojiPicker } from './emoji-picker';
import styles from './chat-panel.module.css';

/** The text area grows with its text, up to the height `textareaHeight` allows. */
function fitHeight(input: HTMLTextAreaElement | null) {
  if (!input) return;
  input.style.height = 'auto';
  input.style.height = `${textareaHeight(input.scrollHeight)}px`;
}

/** The emoji and file tools, the growing text area, its error and the send button. */
export function ChatInput({
  controller,
  active,
  onSent,
}: {
  controller: ChatController;
  active: boolean;
  onSent: () => void;
}) {
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [emojiOpen, setEmojiOpen] = useState(false);

  const resize = () => fitHeight(inputRef.current);

  function send() {
    const problem = controller.sendText(text);
    setError(problem);
    if (problem) return;
    setText('');
    onSent();
    requestAnimationFrame(resize);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    const action = keyAction(event.key, event.shiftKey, event.nativeEvent.isComposing);
    if (action === 'send') {
      event.preventDefault();
      send();
    }
  }

  return (
    <div className={styles.inputArea}>
      <InputTools
        controller={controller}
        active={active}
        emojiOpen={emojiOpen}
        onToggleEmoji={() => setEmojiOpen((open) => !open)}
      />
      {emojiOpen && (
        <EmojiPicker
          onPick={(emoji) => {
            setText((current) => current + emoji);
            setEmojiOpen(false);
            inputRef.current?.focus();
          }}
        />
      )}
      <textarea
        ref={inputRef}
        className={styles.textarea}
        aria-label={chatText.inputLabel}
        placeholder={chatText.inputPlaceholder}
        rows={1}
        value={text}
        disabled={!active}
        onChange={(event) => {
          setText(event.target.value);
          if (error) setError(null);
          resize();
        }}
        onKeyDown={onKeyDown}
      />
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <button type="button" className={styles.send} disabled={!active} onClick={send}>
        {chatText.send}
      </button>
    </div>
  );
}

function InputTools(props: {
  controller: ChatController;
  active: boolean;
  emojiOpen: boolean;
  onToggleEmoji: () => void;
}) {
  const fileRef = useRef<HTMLInputElement>(null);
  return (
    <div className={styles.tools}>
      <button
        type="button"
        className={styles.tool}
        aria-label={chatText.emoji}
        aria-expanded={props.emojiOpen}
        onClick={props.onToggleEmoji}
      >
        😊
      </button>
      <button
        type="button"
        className={styles.tool}
        aria-label={chatText.attach}
        disabled={!props.active}
        onClick={() => fileRef.current?.click()}
      >
        <Icon name="attach" size={18} strokeWidth={1.6} />
      </button>
      <input
        ref={fileRef}
        type="file"
        hidden
        data-testid="chat-file-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) props.controller.sendFile(file);
          event.target.value = '';
        }}
      />
    </div>
  );
}
