/**
 * Test helper: a software authenticator that answers WebAuthn ceremonies as a real one does,
 * with its own P-256 key (WebCrypto), so the server's checks run on genuinely signed answers.
 * It makes "none" attestation, a discoverable credential, and counts signatures.
 *
 *   const key = await SoftwareAuthenticator.create("http://localhost:8787");
 *   const answer = await key.register(options);   // RegistrationResponseJSON
 *   const signed = await key.authenticate(options); // AuthenticationResponseJSON
 */
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";

const encoder = new TextEncoder();

function concat(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
}

function uint32(value: number): Uint8Array {
  return new Uint8Array([(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff]);
}

/** WebAuthn wants ES256 signatures DER-encoded; WebCrypto gives r||s. */
function derSignature(raw: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const integer = (bytes: Uint8Array<ArrayBuffer>) => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start++;
    const trimmed = bytes.slice(start);
    const body = trimmed[0]! & 0x80 ? concat(new Uint8Array([0]), trimmed) : trimmed;
    return concat(new Uint8Array([0x02, body.length]), body);
  };
  const sequence = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(new Uint8Array([0x30, sequence.length]), sequence);
}

export class SoftwareAuthenticator {
  counter = 0;
  userHandle: string | null = null;

  private constructor(
    readonly origin: string,
    readonly credentialId: Uint8Array<ArrayBuffer>,
    private readonly keys: CryptoKeyPair,
  ) {}

  static async create(origin: string): Promise<SoftwareAuthenticator> {
    const keys = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"])) as CryptoKeyPair;
    return new SoftwareAuthenticator(origin, crypto.getRandomValues(new Uint8Array(16)), keys);
  }

  get id(): string {
    return isoBase64URL.fromBuffer(this.credentialId);
  }

  private clientData(type: "webauthn.create" | "webauthn.get", challenge: string, origin = this.origin): Uint8Array<ArrayBuffer> {
    return encoder.encode(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  async register(options: PublicKeyCredentialCreationOptionsJSON, overrides: { origin?: string } = {}): Promise<RegistrationResponseJSON> {
    const jwk = await crypto.subtle.exportKey("jwk", this.keys.publicKey);
    const coseKey = new Map<number, number | Uint8Array>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, isoBase64URL.toBuffer(jwk.x!)],
      [-3, isoBase64URL.toBuffer(jwk.y!)],
    ]);
    this.userHandle = options.user.id;
    const authData = concat(
      await sha256(encoder.encode(options.rp.id ?? new URL(this.origin).hostname)),
      new Uint8Array([0x45]), // user present, user verified, attested credential data
      uint32(this.counter),
      new Uint8Array(16), // AAGUID: none
      new Uint8Array([this.credentialId.length >> 8, this.credentialId.length & 0xff]),
      this.credentialId,
      new Uint8Array(isoCBOR.encode(coseKey as never)),
    );
    const attestationObject = new Uint8Array(
      isoCBOR.encode(
        new Map<string, unknown>([
          ["fmt", "none"],
          ["attStmt", new Map()],
          ["authData", authData],
        ]) as never,
      ),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: isoBase64URL.fromBuffer(this.clientData("webauthn.create", options.challenge, overrides.origin)),
        attestationObject: isoBase64URL.fromBuffer(attestationObject),
        transports: ["internal"],
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }

  async authenticate(options: PublicKeyCredentialRequestOptionsJSON, overrides: { origin?: string; rpId?: string } = {}): Promise<AuthenticationResponseJSON> {
    this.counter += 1;
    const authData = concat(
      await sha256(encoder.encode(overrides.rpId ?? options.rpId ?? new URL(this.origin).hostname)),
      new Uint8Array([0x05]), // user present, user verified
      uint32(this.counter),
    );
    const clientDataJSON = this.clientData("webauthn.get", options.challenge, overrides.origin);
    const signed = concat(authData, await sha256(clientDataJSON));
    const raw = new Uint8Array(await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, this.keys.privateKey, signed));
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key",
      response: {
        clientDataJSON: isoBase64URL.fromBuffer(clientDataJSON),
        authenticatorData: isoBase64URL.fromBuffer(authData),
        signature: isoBase64URL.fromBuffer(derSignature(raw)),
        userHandle: this.userHandle ?? undefined,
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }
}
