import { describe, expect, it } from 'vitest';
import { EDITAL_STATUSES, type EditalStatus } from '#shared/domain';
import { dueReminders, reminderKey, reminderWindow, type ReminderRow } from './due';

const TODAY = '2026-11-23';

function row(overrides: Partial<ReminderRow> = {}): ReminderRow {
  return {
    userId: 'u1',
    editalId: 1,
    tracking: 'salvo',
    editalStatus: 'inscricoes_abertas',
    inscricoesFim: null,
    provaData: null,
    ...overrides,
  };
}

describe('dueReminders: end of registrations of a saved notice', () => {
  it.each([
    ['2026-11-27', []], // 4 days before: not yet
    ['2026-11-26', [3]], // 3 days before
    ['2026-11-25', [2]], // a missed day still sends
    ['2026-11-24', [1]],
    ['2026-11-23', [0]], // the last day itself
    ['2026-11-22', []], // passed: never
  ])('inscricoes_fim %s → days %j', (fim, days) => {
    const due = dueReminders([row({ inscricoesFim: fim })], TODAY);
    expect(due.map((r) => r.days)).toEqual(days);
    for (const r of due) expect(r).toEqual({ userId: 'u1', editalId: 1, tipo: 'inscricoes_fim', data: fim, days: r.days });
  });

  it('only for salvo: visto, oculto and inscrito notices get no deadline reminder', () => {
    const rows = (['visto', 'oculto', 'inscrito'] as const).map((tracking, i) => row({ editalId: i, tracking, inscricoesFim: '2026-11-25' }));
    expect(dueReminders(rows, TODAY)).toEqual([]);
  });

  it.each(EDITAL_STATUSES.map((s) => [s, ['inscricoes_abertas', 'publicado', 'autorizado'].includes(s)] as [EditalStatus, boolean]))(
    'notice status %s → reminded: %s',
    (editalStatus, reminded) => {
      expect(dueReminders([row({ editalStatus, inscricoesFim: '2026-11-25' })], TODAY)).toHaveLength(reminded ? 1 : 0);
    },
  );
});

describe('dueReminders: the exam of a notice the user registered for', () => {
  it.each([
    ['2026-12-01', []], // 8 days before: not yet
    ['2026-11-30', [7]],
    ['2026-11-26', [3]],
    ['2026-11-23', [0]],
    ['2026-11-22', []],
  ])('prova_data %s → days %j', (prova, days) => {
    const due = dueReminders([row({ tracking: 'inscrito', editalStatus: 'encerrado', provaData: prova })], TODAY);
    expect(due.map((r) => [r.tipo, r.days])).toEqual(days.map((d) => ['prova', d]));
  });

  it('only for inscrito: a saved notice is reminded of its deadline, not of its exam', () => {
    const due = dueReminders([row({ tracking: 'salvo', inscricoesFim: '2026-11-24', provaData: '2026-11-25' })], TODAY);
    expect(due.map((r) => r.tipo)).toEqual(['inscricoes_fim']);
    const registered = dueReminders([row({ tracking: 'inscrito', inscricoesFim: '2026-11-24', provaData: '2026-11-25' })], TODAY);
    expect(registered.map((r) => r.tipo)).toEqual(['prova']);
  });

  it.each(EDITAL_STATUSES.map((s) => [s, !['suspenso', 'cancelado'].includes(s)] as [EditalStatus, boolean]))(
    'notice status %s → reminded: %s',
    (editalStatus, reminded) => {
      expect(dueReminders([row({ tracking: 'inscrito', editalStatus, provaData: '2026-11-28' })], TODAY)).toHaveLength(reminded ? 1 : 0);
    },
  );
});

describe('dueReminders: what was sent, odd dates, order', () => {
  it('leaves out what was sent for the same date; a date that moved is due again', () => {
    const sent = new Set([reminderKey({ userId: 'u1', editalId: 1, tipo: 'inscricoes_fim', data: '2026-11-26' })]);
    expect(dueReminders([row({ inscricoesFim: '2026-11-26' })], TODAY, sent)).toEqual([]);
    expect(dueReminders([row({ inscricoesFim: '2026-11-25' })], TODAY, sent)).toHaveLength(1);
    // Another user, notice or kind with the same date is not the same reminder.
    expect(dueReminders([row({ userId: 'u2', inscricoesFim: '2026-11-26' })], TODAY, sent)).toHaveLength(1);
    expect(dueReminders([row({ editalId: 2, inscricoesFim: '2026-11-26' })], TODAY, sent)).toHaveLength(1);
  });

  it.each(['2026-02-30', '26/11/2026', ''])('an unreadable date (%j) is never due', (date) => {
    expect(dueReminders([row({ inscricoesFim: date }), row({ tracking: 'inscrito', provaData: date })], TODAY)).toEqual([]);
  });

  it('counts in calendar days across months and years', () => {
    expect(dueReminders([row({ inscricoesFim: '2027-01-02' })], '2026-12-30')[0]?.days).toBe(3);
    expect(dueReminders([row({ tracking: 'inscrito', provaData: '2026-03-06' })], '2026-02-27')[0]?.days).toBe(7);
  });

  it('orders by user, then date, kind and notice', () => {
    const due = dueReminders(
      [
        row({ userId: 'u2', editalId: 9, inscricoesFim: '2026-11-24' }),
        row({ userId: 'u1', editalId: 5, tracking: 'inscrito', provaData: '2026-11-25' }),
        row({ userId: 'u1', editalId: 7, inscricoesFim: '2026-11-25' }),
        row({ userId: 'u1', editalId: 3, inscricoesFim: '2026-11-25' }),
        row({ userId: 'u1', editalId: 8, inscricoesFim: '2026-11-24' }),
      ],
      TODAY,
    );
    expect(due.map((r) => `${r.userId}:${r.editalId}:${r.tipo}`)).toEqual([
      'u1:8:inscricoes_fim',
      'u1:3:inscricoes_fim',
      'u1:7:inscricoes_fim',
      'u1:5:prova',
      'u2:9:inscricoes_fim',
    ]);
  });
});

describe('reminderWindow', () => {
  it('from today to 3 days ahead for deadlines, 7 for exams', () => {
    expect(reminderWindow('2026-12-30')).toEqual({
      inscricoes_fim: { from: '2026-12-30', to: '2027-01-02' },
      prova: { from: '2026-12-30', to: '2027-01-06' },
    });
  });
});
