CREATE OR REPLACE FUNCTION public.deuda_ra_baja()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
-- The one trigger of DELETE on "deuda_ra": its transition table read once, then each figure's piece in turn.
DECLARE
	antes_filas "deuda_ra"[];
BEGIN
	-- A statement that touched no row (the unused half of an INSERT ... ON CONFLICT DO UPDATE) moves no figure.
	IF NOT EXISTS (SELECT 1 FROM antes) THEN
		RETURN NULL;
	END IF;
	antes_filas := ARRAY(SELECT t::"deuda_ra" FROM antes t);
	PERFORM "deuda_ra_saldos"(antes_filas, NULL);
	PERFORM "deuda_ra_cargos"(antes_filas, NULL);
	RETURN NULL;
END
$function$
