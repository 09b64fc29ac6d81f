CREATE OR REPLACE FUNCTION public.diferencia_destino_refrescar(listas integer[])
 RETURNS void
 LANGUAGE sql
AS $function$
	DELETE FROM "diferencia_destino" dd WHERE dd."nidlistacarga" = ANY(listas) AND NOT EXISTS (
		SELECT 1 FROM "lista_carga_bulto" b JOIN "lista_carga" l ON l."nidlistacarga" = b."nidlistacarga"
		WHERE b."nidlistacarga" = dd."nidlistacarga" AND b."niditem" = dd."niditem" AND l."scodestadolista" = {{LIST_STATE.RECEP}}
		AND greatest(b."ncantidadingresada" - b."ncantidadrecibida", b."ncantidaddanada") > 0);
	INSERT INTO "diferencia_destino" ("nidlistacarga", "niditem", "nidra", "scodoficinaorigen", "dfhorecepcion")
	SELECT b."nidlistacarga", b."niditem", b."nidra", r."scodoficinaorigen", l."dfhorecepcion"
	FROM "lista_carga_bulto" b
	JOIN "lista_carga" l ON l."nidlistacarga" = b."nidlistacarga"
	JOIN "recepcion" r ON r."nidra" = b."nidra"
	WHERE b."nidlistacarga" = ANY(listas) AND l."scodestadolista" = {{LIST_STATE.RECEP}}
	AND greatest(b."ncantidadingresada" - b."ncantidadrecibida", b."ncantidaddanada") > 0
	ON CONFLICT ("nidlistacarga", "niditem") DO UPDATE
	SET "nidra" = excluded."nidra", "scodoficinaorigen" = excluded."scodoficinaorigen", "dfhorecepcion" = excluded."dfhorecepcion";
$function$
