// A server process that lives later than the machine: `node --import ./tests/helpers/clock-ahead.mjs`
// with CLOCK_AHEAD_MS moves `Date.now()` and `new Date()` that far ahead, so a browser test can see
// what a renter sees two days after sending a request (tests/e2e/requests.test.ts). Test-only.
const ahead = Number(process.env.CLOCK_AHEAD_MS ?? 0);
const RealDate = Date;

class LaterDate extends RealDate {
  constructor(...args) {
    if (args.length === 0) super(RealDate.now() + ahead);
    else super(...args);
  }

  static now() {
    return RealDate.now() + ahead;
  }
}

globalThis.Date = LaterDate;
