/// The report page's style sheet and its one script, kept in the page itself so that the folder
/// opens offline and asks nothing of anywhere else.
enum QAReportStyle {
    static let css = """
    :root { color-scheme: light dark; --ink: #1b1b1b; --paper: #fdfdfb; --muted: #5d5d5d; --rule: #d0d0cc;
      --ok: #1d6b36; --warn: #9a3b00; --finding: #fff3d6; }
    @media (prefers-color-scheme: dark) {
      :root { --ink: #e8e8e4; --paper: #161616; --muted: #a8a8a2; --rule: #3a3a38; --ok: #7fd39a; --warn: #ffb07a; --finding: #3a2e12; }
    }
    * { box-sizing: border-box; }
    body { margin: 0 auto; max-width: 72rem; padding: 1rem; font: 15px/1.45 system-ui, sans-serif; color: var(--ink); background: var(--paper); }
    h1 { font-size: 1.5rem; margin: 0 0 .5rem; overflow-wrap: anywhere; }
    h2 { font-size: 1.15rem; margin: 2rem 0 .5rem; border-bottom: 1px solid var(--rule); }
    dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: .1rem 1rem; margin: 0; }
    dl.facts dt { color: var(--muted); }
    dl.facts dd { margin: 0; overflow-wrap: anywhere; }
    table { border-collapse: collapse; width: 100%; }
    th, td { text-align: left; vertical-align: top; padding: .35rem .5rem; border-bottom: 1px solid var(--rule); }
    th { font-weight: 600; }
    code { font-family: ui-monospace, monospace; font-size: .9em; overflow-wrap: anywhere; }
    .effective { color: var(--ok); }
    .not-effective { color: var(--warn); }
    .finding { background: var(--finding); }
    .muted { color: var(--muted); }
    .pair { display: flex; flex-wrap: wrap; gap: .75rem; margin: .5rem 0 1rem; max-width: 100%; }
    figure { margin: 0; max-width: 100%; min-width: 0; }
    figcaption { font-size: .85rem; color: var(--muted); }
    pre.page { margin: 0; padding: .25rem; overflow-x: auto; max-width: 100%; font: 9px/1.15 ui-monospace, monospace;
      color: #121212; background: #ffffff; border: 1px solid var(--rule); }
    .matrix td, .matrix th { text-align: center; font-size: .8rem; }
    .matrix th.key, .matrix td.key { text-align: left; }
    .matrix-scroll { overflow-x: auto; }
    ul.checklist { list-style: none; padding: 0; }
    ul.checklist li { padding: .2rem 0; }
    @media (max-width: 40rem) {
      table.preferences, table.preferences tbody { display: block; width: 100%; }
      table.preferences thead { display: none; }
      table.preferences tr { display: block; border-bottom: 2px solid var(--rule); padding: .5rem 0; }
      table.preferences td { display: block; border: 0; padding: .1rem 0; }
      table.preferences td[data-label]::before { content: attr(data-label) ": "; color: var(--muted); }
    }
    @media print {
      body { max-width: none; font-size: 11px; }
      .pair, tr { break-inside: avoid; }
      pre.page { font-size: 6px; }
      .matrix-scroll { overflow: visible; }
    }
    """

    /// Keeps the checklist's ticks in the address's fragment (`#fontSize,theme`), so a tester
    /// can bookmark or send the page as ticked, with no server and no storage; and says on the
    /// console when something of the page cannot be loaded (a picture deleted from the folder).
    static let script = """
    (function () {
      window.addEventListener('error', function (event) {
        var target = event.target;
        if (target && target !== window && (target.src || target.href)) console.error('octavo qa: cannot load ' + (target.src || target.href));
      }, true);
      var boxes = Array.prototype.slice.call(document.querySelectorAll('input[data-check]'));
      function load() {
        var done = decodeURIComponent(location.hash.slice(1)).split(',');
        boxes.forEach(function (box) { box.checked = done.indexOf(box.getAttribute('data-check')) >= 0; });
      }
      function save() {
        var done = boxes.filter(function (box) { return box.checked; }).map(function (box) { return box.getAttribute('data-check'); });
        location.replace('#' + encodeURIComponent(done.join(',')));
      }
      boxes.forEach(function (box) { box.addEventListener('change', save); });
      window.addEventListener('hashchange', load);
      load();
    })();
    """
}
