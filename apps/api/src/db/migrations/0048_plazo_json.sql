CREATE OR REPLACE FUNCTION public.gestion_plazo_json(nhoras integer[], ncantidades integer[])
 RETURNS json
 LANGUAGE sql
 IMMUTABLE PARALLEL SAFE
AS $function$ select json_build_array(nhoras, ncantidades) $function$;
--> statement-breakpoint
ALTER TABLE "gestion_plazo_periodo" ADD COLUMN "jhistograma" json GENERATED ALWAYS AS (gestion_plazo_json(nhoras, ncantidades)) STORED NOT NULL;