import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';

let t = Date.now();
const db = await PGlite.create({ extensions: { btree_gist } });
console.log('init', Date.now() - t);
t = Date.now();
await db.exec(
  'create extension if not exists btree_gist; create table a(id int, r tstzrange, exclude using gist (id with =, r with &&))',
);
console.log('ddl', Date.now() - t);
t = Date.now();
const c = await db.clone();
console.log('clone', Date.now() - t);
t = Date.now();
const dump = await db.dumpDataDir('none');
console.log('dump', Date.now() - t, dump.size);
t = Date.now();
const d2 = await PGlite.create({ loadDataDir: dump, extensions: { btree_gist } });
console.log('load', Date.now() - t, (await d2.query('select count(*) from a')).rows);
t = Date.now();
console.log((await c.query('select count(*) from a')).rows);
