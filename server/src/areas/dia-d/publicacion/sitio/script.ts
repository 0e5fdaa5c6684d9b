import { TEXTOS_SITIO as T } from '@comando/contract';

/**
 * The index's one small script (issue 46): vanilla JavaScript, no framework, a few kilobytes,
 * nothing from another host. It finds a mesa's page by its code (a HEAD request for the page:
 * no list of every code to download) and browses department → municipio → recinto through the
 * JSON shards. Written here as text, not as a function turned into text: a TypeScript build
 * may add helpers to a function's body (tsx keeps names with `__name`) that a browser lacks.
 * `slug` must name pages as rutas.ts `nombreMesa` does (the e2e searches codes through it).
 */
const CUERPO = String.raw`'use strict';
var $ = function (id) { return document.getElementById(id); };
function slug(c) {
  if (/^[A-Za-z0-9_-]{1,30}$/.test(c)) return c;
  var b = new TextEncoder().encode(c), h = 'x-';
  for (var i = 0; i < b.length; i++) h += (b[i] < 16 ? '0' : '') + b[i].toString(16);
  return h;
}
function pagina(c) { return 'mesas/' + slug(c) + '.html'; }
function json(u) {
  return fetch(u).then(function (r) { if (!r.ok) throw new Error(String(r.status)); return r.json(); });
}
var salida = $('resultado-codigo');
$('buscar-codigo').addEventListener('submit', function (e) {
  e.preventDefault();
  var c = $('codigo').value.trim();
  if (!c) { $('codigo').focus(); return; }
  salida.textContent = T.buscando;
  var intentos = [c];
  if (c.toUpperCase() !== c) intentos.push(c.toUpperCase());
  (function probar(i) {
    if (i >= intentos.length) { salida.textContent = T.noEncontrada.replace('{codigo}', c); return; }
    fetch(pagina(intentos[i]), { method: 'HEAD' }).then(function (r) {
      if (r.ok) location.href = pagina(intentos[i]); else probar(i + 1);
    }, function () { salida.textContent = T.errorRed; });
  })(0);
});
var dep = $('dep'), mun = $('mun'), rec = $('rec'), mesas = $('mesas'), recintos = [];
$('lugar').hidden = false;
$('sin-script').hidden = true;
function vaciar(sel) { sel.length = 1; sel.disabled = true; }
function llenar(sel, items, valor, texto) {
  vaciar(sel);
  items.forEach(function (x, i) {
    var o = document.createElement('option');
    o.value = valor(x, i); o.textContent = texto(x);
    sel.appendChild(o);
  });
  sel.disabled = items.length === 0;
}
function fallo() { mesas.textContent = T.errorRed; }
dep.addEventListener('change', function () {
  vaciar(mun); vaciar(rec); mesas.textContent = '';
  if (!dep.value) return;
  json('datos/dep/' + dep.value + '.json').then(function (d) {
    llenar(mun, d.municipios, function (m) { return m.clave; }, function (m) { return m.nombre + ' (' + m.actas + ')'; });
  }, fallo);
});
mun.addEventListener('change', function () {
  vaciar(rec); mesas.textContent = '';
  if (!mun.value) return;
  json('datos/mun/' + dep.value + '/' + mun.value + '.json').then(function (d) {
    recintos = d.recintos;
    llenar(rec, recintos, function (r, i) { return String(i); }, function (r) { return r.nombre + ' (' + r.mesas.length + ')'; });
  }, fallo);
});
rec.addEventListener('change', function () {
  mesas.textContent = '';
  var r = recintos[Number(rec.value)];
  if (!rec.value || !r) return;
  var h = document.createElement('h4');
  h.textContent = T.mesasDe.replace('{recinto}', r.nombre);
  var ul = document.createElement('ul');
  ul.className = 'lista';
  r.mesas.forEach(function (m) {
    var li = document.createElement('li'), a = document.createElement('a');
    a.href = pagina(m.codigo);
    a.textContent = T.mesaEnLista.replace('{codigo}', m.codigo).replace('{numero}', String(m.numero));
    li.appendChild(a);
    if (m.difiere) li.appendChild(document.createTextNode(' · ' + T.difiere));
    ul.appendChild(li);
  });
  mesas.appendChild(h);
  mesas.appendChild(ul);
});`;

/** The texts the script shows, with `{name}` where it puts a value. */
const TEXTOS = {
  buscando: T.buscando,
  noEncontrada: T.noEncontrada('{codigo}'),
  errorRed: T.errorRed,
  mesasDe: T.mesasDe('{recinto}'),
  mesaEnLista: T.mesaEnLista('{codigo}', '{numero}'),
  difiere: T.difiere,
};

export const SCRIPT = `(function () {\nvar T = ${JSON.stringify(TEXTOS)};\n${CUERPO}\n})();\n`;
