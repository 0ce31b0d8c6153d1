import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Passed } from './verdict';

/**
 * A signed-in user's chat lives in the BFF's own tables, which the upstream cannot reach, so the
 * BFF does the chat's part of 下载我的数据 and 注销账号 itself, in the same request. The user's chat
 * account is the one sealed in this browser's chat cookie at login, taken only when the hub's
 * table knows it as a logged-in user's account with that token. With NetEase IM (no embedded hub)
 * the chat is NetEase's and nothing is added or removed here.
 */

async function chatUserOf(
  fastify: FastifyInstance,
  request: FastifyRequest,
): Promise<string | undefined> {
  const store = fastify.imStore;
  if (store === undefined) return undefined;
  const credential = await fastify.imCredentials.read(request, 'consultant');
  if (credential === undefined) return undefined;
  return (await store.isChatUser(credential.accid, credential.token))
    ? credential.accid
    : undefined;
}

/**
 * 注销账号: the conversations go before the upstream is asked (a failure there stops the deletion
 * with only the chat the user asked to remove removed, and the user can retry); the account row,
 * which the upstream's user row names, goes once the upstream answered code 0. Both steps are
 * idempotent, so a retry after any failure finishes the job.
 */
export async function withChatForgotten(
  fastify: FastifyInstance,
  request: FastifyRequest,
  deleteUpstream: () => Promise<number | undefined>,
): Promise<number | undefined> {
  const store = fastify.imStore;
  const accid = await chatUserOf(fastify, request);
  if (store === undefined || accid === undefined) return deleteUpstream();
  await store.scrubChatUser(accid);
  const code = await deleteUpstream();
  if (code === 0) {
    try {
      await store.removeChatUser(accid);
    } catch (error) {
      // The reply is sent; what is left is a blanked row, removed by the next deletion's retry.
      request.log.error({ err: error }, 'chat account of a deleted user not removed');
    }
  }
  return code;
}

/**
 * 下载我的数据: the upstream's successful reply (already judged against the contract) with the
 * user's chat messages added as `chat_messages`; any other reply as it came.
 */
export async function withOwnChat(
  fastify: FastifyInstance,
  request: FastifyRequest,
  passed: Passed,
): Promise<Passed> {
  const store = fastify.imStore;
  if (store === undefined || passed.code !== 0) return passed;
  const accid = await chatUserOf(fastify, request);
  const reply: unknown = JSON.parse(passed.body.toString('utf8'));
  if (accid === undefined || typeof reply !== 'object' || reply === null || !('data' in reply))
    return passed;
  const { data } = reply;
  if (typeof data !== 'object' || data === null) return passed;
  const chat = await store.chatMessagesOfUser(accid);
  const body = Buffer.from(JSON.stringify({ ...reply, data: { ...data, chat_messages: chat } }));
  return { ...passed, body, etag: undefined, memoEntry: undefined };
}
