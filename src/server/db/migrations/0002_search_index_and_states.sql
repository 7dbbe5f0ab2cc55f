-- Case- and accent-insensitive search on titles: queries filter with
-- f_unaccent(lower(titulo)) LIKE '%' || f_unaccent(lower($q)) || '%', which this index serves.
CREATE INDEX IF NOT EXISTS edital_titulo_trgm_idx ON edital USING gin (f_unaccent(lower(titulo)) gin_trgm_ops);
--> statement-breakpoint
-- The 27 UFs are fixed reference data: every database gets them with the schema.
INSERT INTO estado (uf, nome) VALUES
  ('AC', 'Acre'),
  ('AL', 'Alagoas'),
  ('AP', 'Amapá'),
  ('AM', 'Amazonas'),
  ('BA', 'Bahia'),
  ('CE', 'Ceará'),
  ('DF', 'Distrito Federal'),
  ('ES', 'Espírito Santo'),
  ('GO', 'Goiás'),
  ('MA', 'Maranhão'),
  ('MT', 'Mato Grosso'),
  ('MS', 'Mato Grosso do Sul'),
  ('MG', 'Minas Gerais'),
  ('PA', 'Pará'),
  ('PB', 'Paraíba'),
  ('PR', 'Paraná'),
  ('PE', 'Pernambuco'),
  ('PI', 'Piauí'),
  ('RJ', 'Rio de Janeiro'),
  ('RN', 'Rio Grande do Norte'),
  ('RS', 'Rio Grande do Sul'),
  ('RO', 'Rondônia'),
  ('RR', 'Roraima'),
  ('SC', 'Santa Catarina'),
  ('SP', 'São Paulo'),
  ('SE', 'Sergipe'),
  ('TO', 'Tocantins')
ON CONFLICT (uf) DO NOTHING;
