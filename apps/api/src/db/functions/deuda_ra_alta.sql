CREATE OR REPLACE FUNCTION public.deuda_ra_alta()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
-- The one trigger of INSERT on "deuda_ra": its transition table read once, then each figure's piece in turn.
DECLARE
	despues_filas "deuda_ra"[];
BEGIN
	-- A statement that touched no row (the unused half of an INSERT ... ON CONFLICT DO UPDATE) moves no figure.
	IF NOT EXISTS (SELECT 1 FROM despues) THEN
		RETURN NULL;
	END IF;
	despues_filas := ARRAY(SELECT t::"deuda_ra" FROM despues t);
	PERFORM "deuda_ra_saldos"(NULL, despues_filas);
	PERFORM "deuda_ra_cargos"(NULL, despues_filas);
	RETURN NULL;
END
$function$
