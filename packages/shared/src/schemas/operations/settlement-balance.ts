import { centsToMoney, moneyToCents } from '../money.ts';

/** What a trip is advanced, and so what its settlement's expense lines are checked against. */
export const SETTLEMENT_CONCEPTS = ['viatics', 'tolls', 'fuel', 'other'] as const;
export type SettlementConcept = (typeof SETTLEMENT_CONCEPTS)[number];

export type ConceptAmounts = Record<SettlementConcept, string>;

export type ConceptBalance = { advanced: string; spent: string; balance: string };

/** `return`: the driver gives back the unspent advance; `pay`: the company owes the driver; `even`: nothing. */
export type BalanceDirection = 'return' | 'pay' | 'even';

export type SettlementBalance = {
  concepts: Record<SettlementConcept, ConceptBalance>;
  advanced: string;
  spent: string;
  balance: string;
  direction: BalanceDirection;
};

/**
 * The balance of a settlement, per concept and in total, in exact cents. The server checks lines
 * and the web shows the remaining amounts live with this one function, so both agree to the céntimo.
 */
export const settlementBalance = (
  advanced: ConceptAmounts,
  lines: readonly { concept: SettlementConcept; amount: string }[],
): SettlementBalance => {
  let totalAdvanced = 0n;
  let totalSpent = 0n;
  const concepts = {} as Record<SettlementConcept, ConceptBalance>;
  for (const concept of SETTLEMENT_CONCEPTS) {
    const given = moneyToCents(advanced[concept]);
    const spent = lines.filter((l) => l.concept === concept).reduce((s, l) => s + moneyToCents(l.amount), 0n);
    totalAdvanced += given;
    totalSpent += spent;
    concepts[concept] = {
      advanced: centsToMoney(given),
      spent: centsToMoney(spent),
      balance: centsToMoney(given - spent),
    };
  }
  const balance = totalAdvanced - totalSpent;
  return {
    concepts,
    advanced: centsToMoney(totalAdvanced),
    spent: centsToMoney(totalSpent),
    balance: centsToMoney(balance),
    direction: balance > 0n ? 'return' : balance < 0n ? 'pay' : 'even',
  };
};

/**
 * not-overflow (SPEC.md §5), per concept: a new line may spend at most what is left of its own
 * concept's advance. Answers the available balance when the line does not fit, `null` when it does.
 */
export const lineOverflow = (
  advanced: ConceptAmounts,
  lines: readonly { concept: SettlementConcept; amount: string }[],
  line: { concept: SettlementConcept; amount: string },
): string | null => {
  const available = moneyToCents(settlementBalance(advanced, lines).concepts[line.concept].balance);
  return moneyToCents(line.amount) > available ? centsToMoney(available > 0n ? available : 0n) : null;
};
