// moveable spots embed loader for partner websites:
//   <script src="https://<our site>/embed.js" async></script>
//   <moveable-map organisation="zuerich"></moveable-map>
//   <moveable-news organisation="zuerich" limit="3"></moveable-news>
//   <moveable-partner name="zuerich"></moveable-partner>
//   <moveable-admin-figures country="ch"></moveable-admin-figures>
// It installs our import map so that it coexists with the page's own: our shared libraries
// (React…) are mapped only inside a scope of our own origin, and only names of our own are
// mapped globally. Then it loads the elements used on the page (or those in data-elements),
// asking for all their modules at once (modulepreload from /module-graph.json, fetched beside
// the import map) instead of one level of imports per round trip.
(function () {
  'use strict';
  var script = document.currentScript;
  if (!script || window.__moveableEmbed) return;
  window.__moveableEmbed = true;
  var origin = new URL(script.src).origin;
  // A page with a strict CSP gives this script a nonce; the import map and the preloads we add are
  // inline script and script fetches, so they carry the same nonce (docs/embedding.md, "CSP").
  var nonce = script.nonce || '';
  var ELEMENTS = {
    'moveable-map': '@moveable/mf-map/element',
    'moveable-spots': '@moveable/mf-spots/element',
    'moveable-news': '@moveable/mf-news/element',
    'moveable-partner': '@moveable/mf-partner/element',
    // the admin dashboard's totals for the association's intranet (staff signed in to our site)
    'moveable-admin-figures': '@moveable/mf-admin/element',
  };

  function wanted() {
    var listed = (script.getAttribute('data-elements') || '').split(/[\s,]+/).filter(Boolean);
    if (listed.length) return listed;
    return Object.keys(ELEMENTS).filter(function (tag) {
      return document.querySelector(tag);
    });
  }

  function scopedMap(map) {
    var ours = {};
    var shared = {};
    Object.keys(map.imports || {}).forEach(function (spec) {
      var url = new URL(map.imports[spec], origin).href;
      if (spec.indexOf('@moveable/') === 0) ours[spec] = url;
      else shared[spec] = url;
    });
    var scopes = {};
    scopes[origin + '/'] = shared;
    return { imports: ours, scopes: scopes };
  }

  // The files of `specs` and of everything they import statically, as the server's page preloads
  // (api/src/site/preloads.ts): a graph node that is not of the map's release counts as unknown.
  function moduleFiles(map, graph, specs) {
    var seen = {};
    var files = [];
    function add(url) {
      if (url.charAt(0) === '/' && url.charAt(1) !== '/' && files.indexOf(url) === -1) files.push(url);
    }
    function visit(spec) {
      if (seen[spec]) return;
      seen[spec] = true;
      var url = map.imports[spec];
      if (!url) return;
      var node = graph && graph.modules && graph.modules[spec];
      if (!node || node.files[0] !== url) return add(url);
      node.files.forEach(add);
      node.imports.forEach(visit);
    }
    specs.forEach(visit);
    return files;
  }

  function preload(files) {
    files.forEach(function (file) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = new URL(file, origin).href;
      if (nonce) link.nonce = nonce;
      document.head.appendChild(link);
    });
  }

  var requested = [];

  // Imports the modules of the wanted elements not asked for yet, all at once (the import map is in).
  function load(map, graph) {
    var specs = wanted()
      .filter(function (tag) {
        return ELEMENTS[tag] && !customElements.get(tag) && requested.indexOf(tag) === -1;
      })
      .map(function (tag) {
        requested.push(tag);
        return ELEMENTS[tag];
      });
    if (!specs.length) return Promise.resolve();
    // After the import map: a module fetched before it would be resolved without it.
    preload(moduleFiles(map, graph, specs));
    return Promise.all(
      specs.map(function (spec) {
        return import(new URL(map.imports[spec], origin).href);
      }),
    );
  }

  var graphLoad = fetch(origin + '/module-graph.json', { credentials: 'omit' })
    .then(function (res) {
      return res.ok ? res.json() : null;
    })
    .catch(function () {
      return null; // without the graph the elements still load, level by level
    });

  fetch(origin + '/importmap.json', { credentials: 'omit' })
    .then(function (res) {
      if (!res.ok) throw new Error('import map: HTTP ' + res.status);
      return Promise.all([res.json(), graphLoad]);
    })
    .then(function (loaded) {
      var map = loaded[0];
      var mapScript = document.createElement('script');
      mapScript.type = 'importmap';
      if (nonce) mapScript.nonce = nonce;
      mapScript.textContent = JSON.stringify(scopedMap(map));
      document.head.appendChild(mapScript);
      var first = load(map, loaded[1]);
      // An element the page adds later (a single-page app's next view) loads when it appears.
      if (!script.getAttribute('data-elements') && requested.length < Object.keys(ELEMENTS).length) {
        var observer = new MutationObserver(function () {
          load(map, loaded[1]).catch(function (error) {
            console.error('moveable embed: could not load', error);
          });
          if (requested.length === Object.keys(ELEMENTS).length) observer.disconnect();
        });
        observer.observe(document.documentElement, { childList: true, subtree: true });
      }
      return first;
    })
    .then(function () {
      document.dispatchEvent(new CustomEvent('moveable:embed-ready'));
    })
    .catch(function (error) {
      console.error('moveable embed: could not load', error);
    });
})();
