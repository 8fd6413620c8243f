const key = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
const types = ['contact','contact_partial','contact_complete','newsletter','url_test'];
const rows = Array.from({length: 60}, (_, i) => ({ name: `Person ${i}`, email: `p${i}@biz.example`, phone: i%2? '213-555-01'+String(i).padStart(2,'0') : null, website: i%3? `biz${i}.example` : null, message: i%4 ? 'We run a family restaurant in Echo Park and want to show up when people search for tacos near me. <b>bold</b>' : 'Short', service: 'Local SEO', lead_type: types[i%5], source_path: '/contact', utm_source: i%2 ? 'google' : null }));
const r = await fetch('http://127.0.0.1:54321/rest/v1/lsg_leads', { method: 'POST', headers: { apikey: key, 'Content-Type': 'application/json', Prefer: 'return=minimal' }, body: JSON.stringify(rows) });
console.log(r.status);
