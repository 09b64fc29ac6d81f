CREATE OR REPLACE FUNCTION public.lista_carga_cambio()
 RETURNS trigger
 LANGUAGE plpgsql
AS $function$
-- The one trigger of UPDATE on "lista_carga": its transition tables read once, then each figure's piece in turn.
DECLARE
	antes_filas "lista_carga"[];
	despues_filas "lista_carga"[];
BEGIN
	-- The pieces read only these columns: a statement that changed none of them (a seal, a driver, the fold
	-- of the totals) stops here.
	IF NOT EXISTS (SELECT 1 FROM despues d JOIN antes a ON a."nidlistacarga" = d."nidlistacarga"
		WHERE a."nidoperacion" IS DISTINCT FROM d."nidoperacion" OR a."scodestadolista" IS DISTINCT FROM d."scodestadolista"
			OR a."dfhodespacho" IS DISTINCT FROM d."dfhodespacho" OR a."dfhorecepcion" IS DISTINCT FROM d."dfhorecepcion") THEN
		RETURN NULL;
	END IF;
	antes_filas := ARRAY(SELECT t::"lista_carga" FROM antes t);
	despues_filas := ARRAY(SELECT t::"lista_carga" FROM despues t);
	PERFORM "diferencia_destino_lista"(antes_filas, despues_filas);
	PERFORM "gestion_diferencia_lista"(antes_filas, despues_filas);
	PERFORM "gestion_plazo_lista"(antes_filas, despues_filas);
	PERFORM "venta_operacion_lista_cambio"(antes_filas, despues_filas);
	RETURN NULL;
END
$function$
