CREATE TABLE "diferencia_destino" (
	"nidlistacarga" integer NOT NULL,
	"niditem" integer NOT NULL,
	"nidra" integer NOT NULL,
	"scodoficinaorigen" varchar(10) NOT NULL,
	"dfhorecepcion" timestamp with time zone,
	CONSTRAINT "diferencia_destino_nidlistacarga_niditem_pk" PRIMARY KEY("nidlistacarga","niditem")
);
--> statement-breakpoint
ALTER TABLE "diferencia_destino" ADD CONSTRAINT "diferencia_destino_nidlistacarga_niditem_lista_carga_bulto_nidlistacarga_niditem_fk" FOREIGN KEY ("nidlistacarga","niditem") REFERENCES "public"."lista_carga_bulto"("nidlistacarga","niditem") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "diferencia_destino_oficina_idx" ON "diferencia_destino" USING btree ("scodoficinaorigen","dfhorecepcion" DESC NULLS LAST,"nidra" DESC NULLS LAST,"niditem");--> statement-breakpoint
CREATE INDEX "diferencia_destino_ra_idx" ON "diferencia_destino" USING btree ("nidra");--> statement-breakpoint
-- The lines of these lists as they are now: here while the list is received and the line differs.
CREATE FUNCTION "diferencia_destino_refrescar"(listas integer[]) RETURNS void LANGUAGE sql AS $$
	DELETE FROM "diferencia_destino" dd WHERE dd."nidlistacarga" = ANY(listas) AND NOT EXISTS (
		SELECT 1 FROM "lista_carga_bulto" b JOIN "lista_carga" l ON l."nidlistacarga" = b."nidlistacarga"
		WHERE b."nidlistacarga" = dd."nidlistacarga" AND b."niditem" = dd."niditem" AND l."scodestadolista" = 'RECEP'
		AND greatest(b."ncantidadingresada" - b."ncantidadrecibida", b."ncantidaddanada") > 0);
	INSERT INTO "diferencia_destino" ("nidlistacarga", "niditem", "nidra", "scodoficinaorigen", "dfhorecepcion")
	SELECT b."nidlistacarga", b."niditem", b."nidra", r."scodoficinaorigen", l."dfhorecepcion"
	FROM "lista_carga_bulto" b
	JOIN "lista_carga" l ON l."nidlistacarga" = b."nidlistacarga"
	JOIN "recepcion" r ON r."nidra" = b."nidra"
	WHERE b."nidlistacarga" = ANY(listas) AND l."scodestadolista" = 'RECEP'
	AND greatest(b."ncantidadingresada" - b."ncantidadrecibida", b."ncantidaddanada") > 0
	ON CONFLICT ("nidlistacarga", "niditem") DO UPDATE
	SET "nidra" = excluded."nidra", "scodoficinaorigen" = excluded."scodoficinaorigen", "dfhorecepcion" = excluded."dfhorecepcion";
$$;
--> statement-breakpoint
-- Counts changed on a received list (a correction), or lines added to one. Counts typed or scanned while
-- the list travels cost one look at the list's state.
CREATE FUNCTION "diferencia_destino_bulto"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	listas integer[];
BEGIN
	SELECT array_agg(DISTINCT d."nidlistacarga") INTO listas FROM despues d
	JOIN "lista_carga" l ON l."nidlistacarga" = d."nidlistacarga" WHERE l."scodestadolista" = 'RECEP';
	IF listas IS NOT NULL THEN
		PERFORM "diferencia_destino_refrescar"(listas);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "lista_carga_bulto_diferencia_alta" AFTER INSERT ON "lista_carga_bulto" REFERENCING NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "diferencia_destino_bulto"();
--> statement-breakpoint
CREATE TRIGGER "lista_carga_bulto_diferencia_cambio" AFTER UPDATE ON "lista_carga_bulto" REFERENCING NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "diferencia_destino_bulto"();
--> statement-breakpoint
-- A list received (or its reception undone, or its time corrected).
CREATE FUNCTION "diferencia_destino_lista"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	listas integer[];
BEGIN
	SELECT array_agg(d."nidlistacarga") INTO listas FROM despues d JOIN antes a ON a."nidlistacarga" = d."nidlistacarga"
	WHERE a."scodestadolista" IS DISTINCT FROM d."scodestadolista" OR a."dfhorecepcion" IS DISTINCT FROM d."dfhorecepcion";
	IF listas IS NOT NULL THEN
		PERFORM "diferencia_destino_refrescar"(listas);
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "lista_carga_diferencia_cambio" AFTER UPDATE ON "lista_carga" REFERENCING OLD TABLE AS antes NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "diferencia_destino_lista"();
--> statement-breakpoint
-- An RA's origin office corrected.
CREATE FUNCTION "diferencia_destino_ra"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "diferencia_destino" dd SET "scodoficinaorigen" = d."scodoficinaorigen"
	FROM despues d JOIN antes a ON a."nidra" = d."nidra"
	WHERE dd."nidra" = d."nidra" AND a."scodoficinaorigen" IS DISTINCT FROM d."scodoficinaorigen";
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "recepcion_diferencia_cambio" AFTER UPDATE ON "recepcion" REFERENCING OLD TABLE AS antes NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "diferencia_destino_ra"();
--> statement-breakpoint
-- The lines already received with a difference.
INSERT INTO "diferencia_destino" ("nidlistacarga", "niditem", "nidra", "scodoficinaorigen", "dfhorecepcion")
SELECT b."nidlistacarga", b."niditem", b."nidra", r."scodoficinaorigen", l."dfhorecepcion"
FROM "lista_carga_bulto" b
JOIN "lista_carga" l ON l."nidlistacarga" = b."nidlistacarga"
JOIN "recepcion" r ON r."nidra" = b."nidra"
WHERE l."scodestadolista" = 'RECEP' AND greatest(b."ncantidadingresada" - b."ncantidadrecibida", b."ncantidaddanada") > 0;
