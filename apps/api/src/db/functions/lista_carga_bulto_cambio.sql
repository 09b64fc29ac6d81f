CREATE OR REPLACE FUNCTION public.lista_carga_bulto_cambio()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
-- The one trigger of UPDATE on "lista_carga_bulto": its transition tables read once, then each figure's piece in turn.
DECLARE
	antes_filas "lista_carga_bulto"[];
	despues_filas "lista_carga_bulto"[];
BEGIN
	-- A statement that touched no row (the unused half of an INSERT ... ON CONFLICT DO UPDATE, every scan)
	-- moves no figure.
	IF NOT EXISTS (SELECT 1 FROM despues) THEN
		RETURN NULL;
	END IF;
	antes_filas := ARRAY(SELECT t::"lista_carga_bulto" FROM antes t);
	despues_filas := ARRAY(SELECT t::"lista_carga_bulto" FROM despues t);
	PERFORM "diferencia_destino_bulto"(antes_filas, despues_filas);
	PERFORM "gestion_diferencia_bulto"(antes_filas, despues_filas);
	PERFORM "lista_carga_totales_bulto"(antes_filas, despues_filas);
	PERFORM "venta_operacion_bulto_cambio"(antes_filas, despues_filas);
	RETURN NULL;
END
$function$
