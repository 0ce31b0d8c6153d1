import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * 注销账号 through the gateway: the user's chat lives in the BFF's own tables, which the upstream
 * cannot reach, so the BFF removes it in the same request. The chat account is the one sealed in
 * this browser's chat cookie at login, taken only when the hub's table knows it as a logged-in
 * user's account with that token. Its conversations go before the upstream is asked (a failure
 * there stops the deletion with nothing of the account removed yet, and the user can retry); the
 * account row, which the upstream's user row names, goes once the upstream answered code 0. Both
 * steps are idempotent, so a retry after any failure finishes the job. With NetEase IM (no
 * embedded hub) the chat is NetEase's and nothing is done here.
 */
export async function withChatForgotten(
  fastify: FastifyInstance,
  request: FastifyRequest,
  deleteUpstream: () => Promise<number | undefined>,
): Promise<number | undefined> {
  const store = fastify.imStore;
  const credential = store ? await fastify.imCredentials.read(request, 'consultant') : undefined;
  const accid =
    store && credential && (await store.isChatUser(credential.accid, credential.token))
      ? credential.accid
      : undefined;
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
