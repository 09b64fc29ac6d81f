CREATE TABLE "contador_ra" (
	"nidcontador" bigserial PRIMARY KEY NOT NULL,
	"scodoficinaorigen" varchar(10),
	"scodbodegaorigen" varchar(10),
	"scodoficinadestino" varchar(10),
	"scodbodegadestino" varchar(10),
	"scodestado" varchar(10) NOT NULL,
	"ncantidad" integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX "contador_ra_estado_idx" ON "contador_ra" USING btree ("scodestado");--> statement-breakpoint
-- Every statement that inserts, updates or deletes RAs adds its changes to the counters, in its own
-- transaction: -1 for each (route, state) an RA left, +1 for each it took. Insert-only, so concurrent
-- changes never wait on a counter row.
CREATE FUNCTION "contador_ra_cambio"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "contador_ra" ("scodoficinaorigen", "scodbodegaorigen", "scodoficinadestino", "scodbodegadestino", "scodestado", "ncantidad")
	SELECT o, bo, d, bd, e, sum(n)::int FROM (
		SELECT "scodoficinaorigen" o, "scodbodegaorigen" bo, "scodoficinadestino" d, "scodbodegadestino" bd, "scodestado" e, -1 n FROM antes
		UNION ALL
		SELECT "scodoficinaorigen", "scodbodegaorigen", "scodoficinadestino", "scodbodegadestino", "scodestado", 1 FROM despues
	) cambios
	GROUP BY o, bo, d, bd, e
	HAVING sum(n) <> 0;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "contador_ra_alta"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "contador_ra" ("scodoficinaorigen", "scodbodegaorigen", "scodoficinadestino", "scodbodegadestino", "scodestado", "ncantidad")
	SELECT "scodoficinaorigen", "scodbodegaorigen", "scodoficinadestino", "scodbodegadestino", "scodestado", count(*)::int
	FROM despues GROUP BY 1, 2, 3, 4, 5;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "contador_ra_baja"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	INSERT INTO "contador_ra" ("scodoficinaorigen", "scodbodegaorigen", "scodoficinadestino", "scodbodegadestino", "scodestado", "ncantidad")
	SELECT "scodoficinaorigen", "scodbodegaorigen", "scodoficinadestino", "scodbodegadestino", "scodestado", -count(*)::int
	FROM antes GROUP BY 1, 2, 3, 4, 5;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "recepcion_contador_alta" AFTER INSERT ON "recepcion" REFERENCING NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "contador_ra_alta"();
--> statement-breakpoint
CREATE TRIGGER "recepcion_contador_cambio" AFTER UPDATE ON "recepcion" REFERENCING OLD TABLE AS antes NEW TABLE AS despues FOR EACH STATEMENT EXECUTE FUNCTION "contador_ra_cambio"();
--> statement-breakpoint
CREATE TRIGGER "recepcion_contador_baja" AFTER DELETE ON "recepcion" REFERENCING OLD TABLE AS antes FOR EACH STATEMENT EXECUTE FUNCTION "contador_ra_baja"();
--> statement-breakpoint
-- The RAs already there, counted once.
INSERT INTO "contador_ra" ("scodoficinaorigen", "scodbodegaorigen", "scodoficinadestino", "scodbodegadestino", "scodestado", "ncantidad")
SELECT "scodoficinaorigen", "scodbodegaorigen", "scodoficinadestino", "scodbodegadestino", "scodestado", count(*)::int
FROM "recepcion" GROUP BY 1, 2, 3, 4, 5;
