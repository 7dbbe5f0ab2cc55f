DROP INDEX "edital_niveis_idx";--> statement-breakpoint
DROP INDEX "edital_areas_idx";