import { chatText } from '../../../shared/strings/chat';
import { EMOJIS } from './emojis';
import styles from './chat-panel.module.css';

export function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  return (
    <div className={styles.emojiPicker} role="group" aria-label={chatText.emojiPicker}>
      {EMOJIS.map((emoji) => (
        <button
          key={emoji}
          type="button"
          className={styles.emoji}
          aria-label={emoji}
          onClick={() => onPick(emoji)}
        >
          {emoji}
        </button>
      ))}
    </div>
  );
}
