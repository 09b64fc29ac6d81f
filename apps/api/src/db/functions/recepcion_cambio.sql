CREATE OR REPLACE FUNCTION public.recepcion_cambio()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
-- The one trigger of UPDATE on "recepcion": its transition tables read once, then each figure's piece in turn.
DECLARE
	antes_filas "recepcion"[] := ARRAY(SELECT t::"recepcion" FROM antes t);
	despues_filas "recepcion"[] := ARRAY(SELECT t::"recepcion" FROM despues t);
BEGIN
	PERFORM "contador_ra_cambio"(antes_filas, despues_filas);
	PERFORM "diferencia_destino_ra"(antes_filas, despues_filas);
	PERFORM "gestion_diferencia_ra"(antes_filas, despues_filas);
	PERFORM "gestion_ingreso_cambio"(antes_filas, despues_filas);
	PERFORM "gestion_pendiente_cambio"(antes_filas, despues_filas);
	PERFORM "gestion_plazo_ra_cambio"(antes_filas, despues_filas);
	RETURN NULL;
END
$function$
