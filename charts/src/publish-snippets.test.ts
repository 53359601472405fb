import MarkdownIt from 'markdown-it'
import { describe, expect, it } from 'vitest'
import { chartTwinUrl, ghostCardSnippet, linkSnippet, markdownSnippet } from './publish-snippets.ts'

// markdown-it with its defaults is a Markdown renderer in safe mode: raw HTML is printed as text.
const safe = new MarkdownIt()

describe('the snippets for each way people publish', () => {
  it('Markdown: a safe renderer shows the image, linked to its page', () => {
    const snippet = markdownSnippet(
      {
        src: chartTwinUrl('https://q.example', 'time-vs-n', 'auto', 'svg'),
        alt: 'Counting [time]',
      },
      'https://q.example/embed/time-vs-n/?algorithms=bitmask,constellation&to=14',
    )
    expect(safe.render(snippet).trim()).toBe(
      '<p><a href="https://q.example/embed/time-vs-n/?algorithms=bitmask,constellation&amp;to=14">' +
        '<img src="https://q.example/embed/time-vs-n.svg" alt="Counting [time]"></a></p>',
    )
  })

  it('Markdown: parentheses and spaces in a URL do not end it', () => {
    const snippet = markdownSnippet(
      { src: 'https://q.example/a (1).png', alt: 'x' },
      'https://q.example/p)',
    )
    expect(safe.render(snippet)).toContain('<img src="https://q.example/a%20%281%29.png"')
    expect(safe.render(snippet)).toContain('href="https://q.example/p%29"')
  })

  it('a chart twin: the reader scheme in SVG, a fixed one, and the light PNG for "auto"', () => {
    expect(chartTwinUrl('https://q', 'max-n', 'dark', 'svg')).toBe('https://q/embed/max-n.dark.svg')
    expect(chartTwinUrl('https://q', 'max-n', 'auto', 'png')).toBe('https://q/embed/max-n.png')
  })

  it("Ghost's HTML card: the frame inside Ghost's own embed figure; a plain link is the page", () => {
    const frame =
      '<iframe src="https://q/embed/max-n/"></iframe>\n<script src="https://q/embed/host.js" async></script>'
    expect(ghostCardSnippet(frame)).toBe(
      `<figure class="kg-card kg-embed-card">\n${frame}\n</figure>`,
    )
    expect(linkSnippet('https://q/s/8/47382516')).toBe('https://q/s/8/47382516')
  })
})
