// Vite's vanilla template without its images: the floor a JavaScript-rendered page costs.
import './style.css';

document.querySelector('#app').innerHTML = `
  <h1>Hello Vite!</h1>
  <div class="card"><button id="counter" type="button">count is 0</button></div>
  <p class="read-the-docs">Click on the Vite logo to learn more</p>
`;
let count = 0;
const button = document.querySelector('#counter');
button.addEventListener('click', () => {
  count += 1;
  button.textContent = `count is ${count}`;
});
