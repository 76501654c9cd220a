// moveable spots embed loader for partner websites:
//   <script src="https://<our site>/embed.js" async></script>
//   <moveable-map organisation="zuerich"></moveable-map>
// It installs our import map so that it coexists with the page's own: our shared libraries
// (React…) are mapped only inside a scope of our own origin, and only names of our own are
// mapped globally. Then it loads the elements used on the page (or those in data-elements).
(function () {
  'use strict';
  var script = document.currentScript;
  if (!script || window.__moveableEmbed) return;
  window.__moveableEmbed = true;
  var origin = new URL(script.src).origin;
  var ELEMENTS = { 'moveable-map': '@moveable/mf-map/element', 'moveable-spots': '@moveable/mf-spots/element' };

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

  fetch(origin + '/importmap.json', { credentials: 'omit' })
    .then(function (res) {
      if (!res.ok) throw new Error('import map: HTTP ' + res.status);
      return res.json();
    })
    .then(function (map) {
      var mapScript = document.createElement('script');
      mapScript.type = 'importmap';
      mapScript.textContent = JSON.stringify(scopedMap(map));
      document.head.appendChild(mapScript);
      var tags = wanted();
      var loads = tags
        .filter(function (tag) {
          return ELEMENTS[tag] && !customElements.get(tag);
        })
        .map(function (tag) {
          return import(new URL(map.imports[ELEMENTS[tag]], origin).href);
        });
      return Promise.all(loads);
    })
    .then(function () {
      document.dispatchEvent(new CustomEvent('moveable:embed-ready'));
    })
    .catch(function (error) {
      console.error('moveable embed: could not load', error);
    });
})();
