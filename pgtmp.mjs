import { PGlite } from "@electric-sql/pglite";
for (let i=0;i<3;i++){
const t=Date.now();
const db = await PGlite.create();
console.log("open", Date.now()-t);
if (i==0) { const t2=Date.now(); const c = await db.clone?.(); console.log("clone", typeof db.clone, Date.now()-t2); }
}
