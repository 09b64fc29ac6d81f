CREATE OR REPLACE FUNCTION public.deuda_ra_cambio()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
-- The one trigger of UPDATE on "deuda_ra": its transition tables read once, then each figure's piece in turn.
DECLARE
	antes_filas "deuda_ra"[];
	despues_filas "deuda_ra"[];
BEGIN
	-- A statement that touched no row (the unused half of an INSERT ... ON CONFLICT DO UPDATE) moves no figure.
	IF NOT EXISTS (SELECT 1 FROM despues) THEN
		RETURN NULL;
	END IF;
	antes_filas := ARRAY(SELECT t::"deuda_ra" FROM antes t);
	despues_filas := ARRAY(SELECT t::"deuda_ra" FROM despues t);
	PERFORM "deuda_ra_saldos"(antes_filas, despues_filas);
	PERFORM "deuda_ra_cargos"(antes_filas, despues_filas);
	RETURN NULL;
END
$function$
