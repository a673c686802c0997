import type { ConceptKey } from './concepts.ts';
import type { LineDraft } from './lines.ts';
import { type Dec, minDec, money, ZERO } from './money.ts';

export type CarryOver = {
  readonly concept: ConceptKey;
  readonly reference: string | null;
  readonly amount: string;
};

/**
 * Applies deductions in order against what the earnings leave, so that the net is never negative.
 * What does not fit is either dropped (statutory amounts that later months recompute, like the
 * quinta withholding) or reported as carry-over (quotas and advances still owed).
 */
export class DeductionTaker {
  available: Dec;
  readonly lines: LineDraft[] = [];
  readonly carryOver: CarryOver[] = [];

  constructor(earnings: Dec) {
    this.available = earnings;
  }

  take(line: LineDraft, carry: boolean): Dec {
    const applied = minDec(line.amount, this.available);
    if (carry && applied.lessThan(line.amount)) {
      this.carryOver.push({
        concept: line.concept,
        reference: line.reference,
        amount: money(line.amount.minus(applied)),
      });
    }
    this.available = this.available.minus(applied);
    if (applied.greaterThan(0))
      this.lines.push(applied.equals(line.amount) ? line : { ...line, amount: applied });
    return applied;
  }

  total(): Dec {
    let total = ZERO;
    for (const line of this.lines) total = total.plus(line.amount);
    return total;
  }
}
