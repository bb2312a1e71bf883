import { LOGIN_THROTTLE, messages } from "@app/contracts";
import type { Db } from "../../db/client";
import { tooManyRequests } from "../../lib/errors";
import { counterKey, RateCounters, type Counter } from "../../lib/rate-limiter";

const T = LOGIN_THROTTLE;

/** Seconds the next attempt must wait after `count` failures, the first `free` ones costing nothing. */
export function delayAfter(count: number, free: number, maxDelaySeconds: number): number {
  if (count <= free) return 0;
  return Math.min(2 ** (count - free - 1), maxDelaySeconds);
}

function waitFor(counter: Counter | null, free: number, max: number): number {
  if (!counter) return 0;
  return Math.max(0, delayAfter(counter.count, free, max) - counter.sinceLast);
}

/**
 * Slows down password guessing without letting anyone lock a person out (issue 14,
 * docs/decisions/0101). Three counters, all in the database so every server shares them:
 * - account × address: the guesser's own budget; the person at another address is untouched;
 * - account, from any address: against guessing spread over many addresses;
 * - address, for any account: against trying one password on many accounts.
 * A browser that logged in to the account before (trusted) skips the last two: a distributed
 * attack on an account or a busy shared connection never keeps its owner out.
 */
export class LoginThrottle {
  private readonly counters: RateCounters;

  constructor(db: Db) {
    this.counters = new RateCounters(db);
  }

  private keys(subject: string, address: string) {
    return {
      pair: counterKey("login-pair", `${subject}\u0001${address}`),
      account: counterKey("login-account", subject),
      address: counterKey("login-address", address),
    };
  }

  /** 429 with the seconds to wait when this attempt comes too soon; counts nothing. */
  async check(subject: string, address: string, trusted: boolean): Promise<void> {
    const keys = this.keys(subject, address);
    const [pair, account, perAddress] = await Promise.all([
      this.counters.peek(keys.pair),
      trusted ? null : this.counters.peek(keys.account),
      trusted ? null : this.counters.peek(keys.address),
    ]);
    const wait = Math.max(
      waitFor(pair, T.pair.free, T.pair.maxDelaySeconds),
      waitFor(account, T.account.free, T.account.maxDelaySeconds),
      waitFor(perAddress, T.address.free, T.address.maxDelaySeconds),
    );
    if (wait > 0) {
      const seconds = Math.max(1, Math.ceil(wait));
      throw tooManyRequests(messages.limits.loginWait(seconds), seconds);
    }
  }

  async failed(subject: string, address: string): Promise<void> {
    const keys = this.keys(subject, address);
    await Promise.all([keys.pair, keys.account, keys.address].map((key) => this.counters.hit(key, T.windowMs)));
  }

  /** The right password: this address's own budget starts again. */
  async succeeded(subject: string, address: string): Promise<void> {
    await this.counters.reset(this.keys(subject, address).pair);
  }
}
