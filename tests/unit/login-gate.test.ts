import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { createLoginGate } from '../../supabase/local/login-gate';

/** A stand-in for the gateway's response (GateReply): its status when answered, its close when done. */
class Reply extends EventEmitter {
  destroyed = false;
  status: number | null = null;
  body = '';
  writeHead(status: number) {
    this.status = status;
    return this;
  }
  end(body: string) {
    this.body = body;
    return this;
  }
  finish() {
    this.emit('close');
  }
}

const LOGIN = '/rpc/validate_dashboard_password';

describe('the local gateway’s login gate (PGlite)', () => {
  it('lets one check through, holds four in line in order, and answers the rest "busy" at once', async () => {
    const gate = createLoginGate();
    const replies = Array.from({ length: 7 }, () => new Reply());
    const admitted: number[] = [];
    const outcomes = replies.map((reply, index) =>
      gate.refuses('POST', LOGIN, reply).then((refused) => {
        if (!refused) admitted.push(index);
        return refused;
      }),
    );
    await Promise.resolve();
    expect(admitted).toEqual([0]);
    expect(await outcomes[5]).toBe(true);
    expect(await outcomes[6]).toBe(true);
    expect(replies[5]!.status).toBe(429);
    expect(JSON.parse(replies[5]!.body)).toMatchObject({ code: 'PT429', hint: 'dashboard_login_busy' });

    for (let done = 0; done < 5; done += 1) {
      replies[done]!.finish();
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(admitted).toEqual([0, 1, 2, 3, 4]);
    expect(await Promise.all(outcomes.slice(0, 5))).toEqual([false, false, false, false, false]);
    // With the line empty again, the next check goes straight through.
    expect(await gate.refuses('POST', LOGIN, new Reply())).toBe(false);
  });

  it('lets every other request by, and passes a place on when a caller in line has gone', async () => {
    const gate = createLoginGate({ checksAtOnce: 1, waiting: 1 });
    expect(await gate.refuses('POST', '/lsg_leads', new Reply())).toBe(false);
    expect(await gate.refuses('GET', LOGIN, new Reply())).toBe(false);
    const first = new Reply();
    await gate.refuses('POST', LOGIN, first);
    const gone = new Reply();
    const waiting = gate.refuses('POST', LOGIN, gone);
    gone.destroyed = true;
    first.finish();
    expect(await waiting).toBe(true);
    expect(await gate.refuses('POST', LOGIN, new Reply())).toBe(false);
  });
});
