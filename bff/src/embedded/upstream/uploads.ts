import { createHash } from 'node:crypto';
import type { QrTargets } from '@ysy/contracts/bff/schemas';
import type { FastifyInstance, FastifyReply } from 'fastify';
import QRCode from 'qrcode';
import { messages } from '@ysy/contracts/common/messages';
import type { UpstreamContext } from './context';
import { SUPPORT_AGENT } from './seed/content';
import { PALETTE } from './palette';
import { findConsultantCard } from './repositories/consultants';
import { findLogoFace, registerItemName } from './repositories/registers';
import { userNameByAccount } from './repositories/users';

/**
 * GET /uploads/**: the images the data refers to, generated on request (deterministic, so
 * nothing is stored on disk) and kept in a small in-memory cache:
 *
 *   /uploads/avatars/consultant-<id>.svg   /uploads/avatars/user-<account>.svg
 *   /uploads/avatars/support.svg           /uploads/avatars/visitor.svg
 *   /uploads/qr/consultant-<id>.png        /uploads/qr/{official-account,mini-program,mobile}.png
 *                                          (the latter only when their target is configured)
 *   /uploads/logos/<id>.svg   /uploads/brands/<id>.svg   /uploads/trademarks/<id>.svg
 */

/** What the site's QR codes open and the hotline, from the BFF's configuration. */
export interface UploadsOptions {
  /** A site code whose target is unset is not drawn (404): it would open nothing real. */
  qrTargets?: QrTargets;
  hotline?: string;
}

/** The file names of the site's own QR codes. */
const QR_FILES: ReadonlyMap<string, keyof QrTargets> = new Map([
  ['official-account', 'officialAccount'],
  ['mini-program', 'miniProgram'],
  ['mobile', 'mobile'],
]);

/** A vCard field value: backslash, comma, semicolon and line breaks escaped (vCard's escaping). */
function vcardText(value: string): string {
  return value.replace(/[\\,;]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');
}

/**
 * A demo consultant has no WeCom account to add, so the code is the card itself: scanning it
 * offers to save the consultant's name and role with the site's hotline, all of which are true.
 */
export function consultantVcard(
  card: { username: string; position: string },
  hotline: string | undefined,
): string {
  return [
    'BEGIN:VCARD',
    'VERSION:3.0',
    `FN:${vcardText(card.username)}`,
    'ORG:易商云',
    ...(card.position ? [`TITLE:${vcardText(card.position)}`] : []),
    ...(hotline ? [`TEL;TYPE=WORK,VOICE:${hotline}`] : []),
    'END:VCARD',
  ].join('\r\n');
}

const FONT = `'Noto Sans CJK SC','PingFang SC','Microsoft YaHei',sans-serif`;

interface Image {
  type: 'image/svg+xml' | 'image/png';
  body: string | Buffer;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function colorOf(seed: string): string {
  const hash = createHash('sha256').update(seed).digest();
  return PALETTE[(hash[0] ?? 0) % PALETTE.length] ?? '#1f6feb';
}

/** A round avatar with one or two characters, as chat apps draw for people without a photo. */
export function avatarSvg(label: string, seed: string): string {
  const text = escapeXml(Array.from(label).slice(-2).join(''));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120" role="img" aria-label="${text}">
<circle cx="60" cy="60" r="60" fill="${colorOf(seed)}"/>
<text x="60" y="60" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-size="40" fill="#fff">${text}</text>
</svg>`;
}

function logoSvg(label: string, color: string): string {
  const text = escapeXml(Array.from(label).slice(0, 2).join(''));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160" role="img" aria-label="${text}">
<rect width="160" height="160" rx="28" fill="${color}"/>
<text x="80" y="80" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-size="56" font-weight="700" fill="#fff">${text}</text>
</svg>`;
}

function wordmarkSvg(label: string, color: string, framed: boolean): string {
  const text = escapeXml(label);
  const width = Math.max(200, Array.from(label).length * 44 + 48);
  const frame = framed
    ? `<rect x="2" y="2" width="${width - 4}" height="96" fill="#fff" stroke="#333" stroke-width="2"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="100" viewBox="0 0 ${width} 100" role="img" aria-label="${text}">
${frame}<text x="${width / 2}" y="50" dy="0.35em" text-anchor="middle" font-family="${FONT}" font-size="40" font-weight="700" fill="${color}">${text}</text>
</svg>`;
}

async function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', width: 240, margin: 1, errorCorrectionLevel: 'M' });
}

async function generate(
  ctx: UpstreamContext,
  opts: UploadsOptions,
  kind: string,
  name: string,
): Promise<Image | undefined> {
  const svg = (body: string): Image => ({ type: 'image/svg+xml', body });
  if (kind === 'avatars') {
    if (name === 'support.svg') return svg(avatarSvg('客服', SUPPORT_AGENT.accid));
    if (name === 'visitor.svg') return svg(avatarSvg('访客', 'visitor'));
    const consultant = /^consultant-(\d{1,9})\.svg$/.exec(name);
    if (consultant) {
      const card = await findConsultantCard(ctx.db, Number(consultant[1]));
      return card ? svg(avatarSvg(card.username, name)) : undefined;
    }
    const user = /^user-([a-z][a-z0-9_]{0,31})\.svg$/.exec(name);
    if (user) {
      const account = user[1] ?? '?';
      return svg(avatarSvg((await userNameByAccount(ctx.db, account)) ?? account, name));
    }
    return undefined;
  }
  if (kind === 'qr') {
    const fixed = /^([a-z-]+)\.png$/.exec(name)?.[1];
    const file = fixed === undefined ? undefined : QR_FILES.get(fixed);
    const target = file === undefined ? undefined : opts.qrTargets?.[file];
    if (target) return { type: 'image/png', body: await qrPng(target) };
    const consultant = /^consultant-(\d{1,9})\.png$/.exec(name);
    if (consultant) {
      const card = await findConsultantCard(ctx.db, Number(consultant[1]));
      return card
        ? {
            type: 'image/png',
            body: await qrPng(consultantVcard(card, opts.hotline)),
          }
        : undefined;
    }
    return undefined;
  }
  const id = /^(\d{1,9})\.svg$/.exec(name)?.[1];
  if (id === undefined) return undefined;
  if (kind === 'logos') {
    const face = await findLogoFace(ctx.db, Number(id));
    return face ? svg(logoSvg(face.trade_name, face.color)) : undefined;
  }
  if (kind === 'brands') {
    const brand = await registerItemName(ctx.db, 'brands', Number(id));
    return brand === undefined ? undefined : svg(wordmarkSvg(brand, colorOf(brand), false));
  }
  if (kind === 'trademarks') {
    const mark = await registerItemName(ctx.db, 'trademarks', Number(id));
    return mark === undefined ? undefined : svg(wordmarkSvg(mark, '#222', true));
  }
  return undefined;
}

const CACHE_LIMIT = 2000;

function send(reply: FastifyReply, image: Image) {
  return (
    reply
      .header('content-type', image.type)
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      // An SVG opened on its own must not run anything.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(image.body)
  );
}

export function registerUploads(
  app: FastifyInstance,
  ctx: UpstreamContext,
  opts: UploadsOptions = {},
): void {
  const cache = new Map<string, Image>();
  app.get<{ Params: { kind: string; name: string } }>(
    '/uploads/:kind/:name',
    async (request, reply) => {
      const { kind, name } = request.params;
      const key = `${kind}/${name}`;
      let image = cache.get(key);
      if (!image) {
        image = await generate(ctx, opts, kind, name);
        if (!image) return reply.code(404).send({ code: 404, msg: messages.notFound });
        if (cache.size >= CACHE_LIMIT) {
          const oldest = cache.keys().next().value;
          if (oldest !== undefined) cache.delete(oldest);
        }
        cache.set(key, image);
      }
      return send(reply, image);
    },
  );
}
