import { z } from 'zod';

/**
 * The user's chat messages in 下载我的数据. The chat is kept by the BFF's hub, not the upstream:
 * the upstream's reply has no such field and the BFF adds it (absent where the chat is NetEase's).
 * One entry per message, oldest first: with whom (the other side's name), whether the user sent
 * it, what it was (text, or the name of the file sent) and when.
 */
export const MyChatMessageSchema = z.object({
  peer: z.string(),
  from_me: z.boolean(),
  kind: z.enum(['text', 'image', 'file', 'video', 'audio']),
  text: z.string().optional(),
  file_name: z.string().optional(),
  sent_at: z.iso.datetime(),
});
export type MyChatMessage = z.infer<typeof MyChatMessageSchema>;
