/**
 * The site's one stylesheet (issue 46), phone first (360 px), a couple of kilobytes. The photo
 * zooms with CSS alone: «Ampliar» targets its box (`#foto`), which then shows the photo at its
 * own size inside a scrolling box; «Reducir» targets the heading above it.
 */
export const ESTILO = `:root{color-scheme:light;--t:#1f2937;--s:#4b5563;--a:#0b5c8a;--b:#d1d5db;--f:#f3f4f6}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%}
body{margin:0;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;color:var(--t);background:#fff}
.cabecera{background:#0f3b57;padding:.75rem 1rem}
.cabecera a{color:#fff;font-weight:700;text-decoration:none}
main{max-width:64rem;margin:0 auto;padding:1rem}
h1{font-size:1.5rem;line-height:1.25;margin:.5rem 0 .75rem;overflow-wrap:anywhere}
h2{font-size:1.2rem;margin:1.75rem 0 .5rem}
h3{font-size:1.05rem;margin:1rem 0 .5rem}
a{color:var(--a)}
.meta{color:var(--s)}
.declaracion{font-size:1.05rem}
table{border-collapse:collapse;width:100%;margin:.5rem 0}
th,td{padding:.45rem .4rem;border-bottom:1px solid var(--b);text-align:left;vertical-align:top}
thead th{font-size:.875rem;color:var(--s)}
.n{text-align:right;font-variant-numeric:tabular-nums}
td.n{white-space:nowrap}
.dif{font-weight:700;color:#9a3412}
tbody th,tfoot th{font-weight:600}
.nombre{display:block;font-weight:400;font-size:.875rem;color:var(--s)}
.color{display:inline-block;width:.7rem;height:.7rem;border-radius:50%;margin-right:.35rem}
.campos{display:grid;gap:.4rem;max-width:28rem}
.campos p{margin:0}
label{font-weight:600;margin-top:.35rem}
input,select,button{font:inherit;padding:.55rem .6rem;border:1px solid #6b7280;border-radius:.375rem;min-height:2.75rem;width:100%;background:#fff;color:var(--t)}
button{background:var(--a);border-color:var(--a);color:#fff;font-weight:600;cursor:pointer}
select:disabled{background:var(--f)}
:focus-visible{outline:3px solid #b45309;outline-offset:2px}
.foto{overflow:auto;border:1px solid var(--b);background:var(--f);max-height:85vh}
.foto img{display:block;width:100%;height:auto}
.foto:target img{width:auto;max-width:none}
.acciones{margin:.5rem 0}
.datos{display:grid;grid-template-columns:max-content 1fr;gap:.25rem .75rem}
.datos dt{font-weight:600}
.datos dd{margin:0}
.sha{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:.85rem;overflow-wrap:anywhere}
.lista{padding-left:1.25rem}
.lista li{margin:.35rem 0}
.migas ol{list-style:none;padding:0;margin:0;display:flex;flex-wrap:wrap;gap:.25rem;font-size:.9rem}
.migas li+li::before{content:"›";margin-right:.25rem;color:var(--s)}
.pie{color:var(--s);font-size:.875rem;border-top:1px solid var(--b);margin-top:2rem;padding:1rem;text-align:center}
@media (max-width:30rem){.datos{grid-template-columns:1fr}.datos dd{margin-bottom:.5rem}}
@media (min-width:48rem){h1{font-size:2rem}.dos,.acta{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:2rem;align-items:start}}
`;
