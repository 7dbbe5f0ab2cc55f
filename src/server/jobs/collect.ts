import type { CollectorResult } from '#shared/api/collector';
import { sendChangeAlerts } from '../alerts/mudancas';
import { sendAlerts } from '../alerts/send-alerts';
import { runCollector, type CollectorDeps, type RunOptions } from '../collector/run-collector';
import { reminderUnsubscribeUrls } from '../reminders/send-reminders';
import { createReminderUnsubscribeToken } from '../reminders/unsubscribe-token';

/** What the jobs need: the collector's dependencies and the app secret, which signs the alerts' unsubscribe links. */
export interface JobDeps extends CollectorDeps {
  secret: string;
}

/**
 * One collection, then, when it created notices, the premium accounts' immediate alerts (issue 7),
 * and the changes of tracked notices to the users who track them (issue 16). Every collection goes
 * through here: manual (/admin), scheduled, and `npm run collect`. Throws AppError CONFLICT ('Coleta
 * já em andamento') when one is under way.
 */
export async function collectAndAlert(deps: JobDeps, options: RunOptions): Promise<CollectorResult> {
  const result = await runCollector(deps, options);
  if (result.editais_criados > 0) await queueImmediateAlerts(deps);
  await queueChangeAlerts(deps);
  return result;
}

/**
 * The change alerts of every version not yet sent (also those a PDF stage recorded since the last
 * run), with the reminders' one-click link: the reminders switch turns them off too.
 */
async function queueChangeAlerts(deps: JobDeps): Promise<void> {
  try {
    await sendChangeAlerts({
      database: deps.database,
      env: deps.env,
      logger: deps.logger,
      unsubscribeUrls: (userId) => reminderUnsubscribeUrls(deps.env.PUBLIC_URL, createReminderUnsubscribeToken(deps.secret, userId)),
    });
  } catch (error) {
    deps.logger.error({ err: error }, 'change alerts after the collection failed');
  }
}

/** Only queued here: the mailer sends them. A failure is logged; the collection stands. */
async function queueImmediateAlerts(deps: JobDeps): Promise<void> {
  try {
    await sendAlerts({ database: deps.database, env: deps.env, logger: deps.logger, secret: deps.secret }, { plan: 'premium' });
  } catch (error) {
    deps.logger.error({ err: error }, 'immediate alerts after the collection failed');
  }
}
