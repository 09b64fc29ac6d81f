CREATE OR REPLACE FUNCTION public.recepcion_cambio()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
-- The one trigger of UPDATE on "recepcion": its transition tables read once, then each figure's piece in turn.
DECLARE
	antes_filas "recepcion"[];
	despues_filas "recepcion"[];
BEGIN
	-- A statement that touched no row (the unused half of an INSERT ... ON CONFLICT DO UPDATE, every scan)
	-- moves no figure.
	IF NOT EXISTS (SELECT 1 FROM despues) THEN
		RETURN NULL;
	END IF;
	antes_filas := ARRAY(SELECT t::"recepcion" FROM antes t);
	despues_filas := ARRAY(SELECT t::"recepcion" FROM despues t);
	PERFORM "contador_ra_cambio"(antes_filas, despues_filas);
	PERFORM "diferencia_destino_ra"(antes_filas, despues_filas);
	PERFORM "gestion_diferencia_ra"(antes_filas, despues_filas);
	PERFORM "gestion_ingreso_cambio"(antes_filas, despues_filas);
	PERFORM "gestion_pendiente_cambio"(antes_filas, despues_filas);
	PERFORM "gestion_plazo_ra_cambio"(antes_filas, despues_filas);
	RETURN NULL;
END
$function$
