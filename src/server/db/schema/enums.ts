import { pgEnum } from 'drizzle-orm/pg-core';
import {
  COLLECTOR_TRIGGERS,
  EDITAL_STATUSES,
  ESCOLARIDADES,
  ESFERAS,
  PLANS,
  SUBSCRIPTION_STATUSES,
  TRACKING_ORIGINS,
  TRACKING_STATUSES,
} from '#shared/domain';

export const editalStatusEnum = pgEnum('edital_status', EDITAL_STATUSES);
export const escolaridadeEnum = pgEnum('escolaridade', ESCOLARIDADES);
export const esferaEnum = pgEnum('esfera', ESFERAS);
export const trackingStatusEnum = pgEnum('tracking_status', TRACKING_STATUSES);
export const trackingOriginEnum = pgEnum('tracking_origin', TRACKING_ORIGINS);
export const planEnum = pgEnum('plan', PLANS);
export const subscriptionStatusEnum = pgEnum('subscription_status', SUBSCRIPTION_STATUSES);
export const collectorTriggerEnum = pgEnum('collector_trigger', COLLECTOR_TRIGGERS);
