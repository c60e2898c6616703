import { generate } from 'otplib';

/** What an authenticator app shows for `secret` now. */
export function currentCode(secret: string): Promise<string> {
  return generate({ secret });
}

/** The code an authenticator app shows for `secret`, one step ahead: accepted (±1 step) and never one used. */
export function nextCode(secret: string): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
}
