// moveable spots frame resizer for partner websites, beside a frame of our embed page:
//   <iframe src="https://<our site>/embed/spots/zuerich" title="…" style="width:100%;height:480px;border:0"></iframe>
//   <script src="https://<our site>/embed-resize.js" async></script>
// The embed page posts { type: 'moveable:resize', height } to its parent whenever its content's
// height changes (mf-spots, use-report-height.ts); this sets that frame's height, so the partner's
// page scrolls instead of the frame. Only messages from our origin (the one this script came from)
// and only from one of the page's frames showing our origin are taken: another frame or window
// cannot resize anything.
(function () {
  'use strict';
  var script = document.currentScript;
  if (!script || window.__moveableEmbedResize) return;
  window.__moveableEmbedResize = true;
  var origin = new URL(script.src).origin;
  // A page is never this tall; a larger number is a mistake, not a page.
  var MAX_HEIGHT = 100000;

  function frameOf(source) {
    var frames = document.getElementsByTagName('iframe');
    for (var i = 0; i < frames.length; i++) {
      if (frames[i].contentWindow === source) return frames[i];
    }
    return null;
  }

  function fromOurOrigin(frame) {
    try {
      return new URL(frame.src, document.baseURI).origin === origin;
    } catch {
      return false;
    }
  }

  window.addEventListener('message', function (event) {
    if (event.origin !== origin) return;
    var data = event.data;
    if (!data || typeof data !== 'object' || data.type !== 'moveable:resize') return;
    var height = data.height;
    if (typeof height !== 'number' || !isFinite(height) || height < 0 || height > MAX_HEIGHT) return;
    var frame = event.source ? frameOf(event.source) : null;
    if (!frame || !fromOurOrigin(frame)) return;
    frame.style.height = Math.ceil(height) + 'px';
  });
})();
