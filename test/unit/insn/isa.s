# Instructions of many ISA extensions for test_insn.c: assembled into a
# shared object at test time and decoded, the boundaries and kinds compared
# with objdump's (AVX-512 and its FP16, VNNI, BF16 parts, AMX, SHA, AES,
# BMI, TSX, CET, x87, system instructions, AMD's XOP, TBM, LWP, FMA4, SSE4a
# and 3DNow!, prefixes, 16- and 32-bit operand and address sizes).  Needs
# binutils 2.38 or later (FP16); test_insn skips it when it fails to build.
	.text
	.globl f
	.type f,@function
f:
	vcvttpd2qq %zmm1, %zmm0
	vcvtpd2qq %zmm1, %zmm0
	vcvtusi2sd %rax, %xmm1, %xmm0
	vcvtudq2pd %ymm1, %zmm0
	vcvttps2udq %zmm1, %zmm0
	vcvtps2udq (%rax), %zmm0{%k1}{z}
	kandw %k1, %k2, %k3
	kmovq %k1, %rax
	kmovw (%rdi), %k1
	kortestw %k1, %k2
	kshiftlw $3, %k1, %k2
	vpternlogd $0x96, %zmm2, %zmm1, %zmm0
	vpermt2b %zmm2, %zmm1, %zmm0
	vpcompressd %zmm0, (%rdi){%k1}
	vgatherdps (%rax,%zmm1,4), %zmm0{%k1}
	vpscatterdd %zmm0, 8(%rax,%zmm1,4){%k1}
	vaddps (%rax){1to16}, %zmm1, %zmm0
	vaddps {rn-sae}, %zmm2, %zmm1, %zmm0
	vfmadd231ps 0x1000(%rax), %zmm1, %zmm0
	vextracti32x4 $1, %zmm0, %xmm1
	vinserti64x4 $1, %ymm2, %zmm1, %zmm0
	vpshufb %zmm2, %zmm1, %zmm0
	vpslld $3, %zmm1, %zmm0
	vpsrlq $3, 64(%rax), %zmm0
	vpcmpeqb %zmm1, %zmm0, %k1
	vpcmpub $1, %zmm1, %zmm0, %k1
	vfpclassps $3, %zmm0, %k1
	vaddph %zmm2, %zmm1, %zmm0
	vfmadd132ph %zmm2, %zmm1, %zmm0
	vcvtph2psx %ymm1, %zmm0
	vpdpbusd %zmm2, %zmm1, %zmm0
	{vex} vpdpbusd %ymm2, %ymm1, %ymm0
	vpdpwssd %xmm2, %xmm1, %xmm0
	vaesenc %zmm2, %zmm1, %zmm0
	vpclmulqdq $0x11, %zmm2, %zmm1, %zmm0
	aesenc %xmm1, %xmm0
	aeskeygenassist $1, %xmm1, %xmm0
	pclmulqdq $0, %xmm1, %xmm0
	sha256rnds2 %xmm0, %xmm1, %xmm2
	sha1rnds4 $1, %xmm1, %xmm0
	sha256msg1 %xmm1, %xmm0
	ldtilecfg (%rax)
	tileloadd (%rax,%rbx,1), %tmm0
	tdpbssd %tmm2, %tmm1, %tmm0
	tilerelease
	tilezero %tmm0
	andn %rax, %rbx, %rcx
	bextr %rax, %rbx, %rcx
	blsr %rax, %rbx
	bzhi %rax, %rbx, %rcx
	pdep %rax, %rbx, %rcx
	mulx %rax, %rbx, %rcx
	rorx $3, %rax, %rbx
	sarx %rax, %rbx, %rcx
	adcx %rax, %rbx
	adox %rax, %rbx
	lzcnt %rax, %rbx
	tzcnt %rax, %rbx
	popcnt %rax, %rbx
	xbegin 1f
	xabort $1
	xend
	xtest
1:	endbr64
	rdsspq %rax
	incsspq %rax
	wrssq %rax, (%rbx)
	rdpid %rax
	rdrand %rax
	rdseed %rax
	clwb (%rax)
	clflushopt (%rax)
	movdir64b (%rax), %rbx
	movdiri %rax, (%rbx)
	serialize
	clui
	stui
	senduipi %rax
	pconfig
	wbnoinvd
	umonitor %rax
	umwait %eax
	tpause %eax
	xsave (%rax)
	xrstor (%rax)
	xsaveopt (%rax)
	xgetbv
	rdtscp
	swapgs
	lfence
	mfence
	sfence
	pause
	fninit
	finit
	fstcw (%rax)
	fnstsw %ax
	fldt (%rax)
	fstpt (%rax)
	fucomip %st(1), %st
	fildl 8(%rsp)
	fisttpll (%rax)
	fxch %st(3)
	rep movsb
	rep stosq
	repne scasb
	lock cmpxchg16b (%rax)
	lock xaddq %rax, (%rbx)
	movw $0x1234, %fs:(%rax)
	movl %gs:0x28, %eax
	movabs 0x1122334455667788, %al
	movabs %rax, 0x1122334455667788
	addr32 movabs 0x11223344, %eax
	enter $0x100, $3
	leave
	iretq
	sysretq
	sysenter
	int $0x80
	int3
	int1
	hlt
	ud2
	ud1 %eax, %ecx
	ud0 (%rax), %ecx
	cpuid
	cbw
	cwde
	cdqe
	cqo
	movsbw %al, %ax
	movzwq %ax, %rax
	shldw $3, %ax, %bx
	shrdl %cl, %eax, %ebx
	btsw $3, (%rax)
	bswap %r12
	cmovge %r8, %r9
	setne %r10b
	imulw $0x1234, %ax, %bx
	imul $0x12345678, %rax, %rbx
	testw $0x1234, %ax
	testb $1, %ah
	test $0x12345678, %r10
	xchg %r8, %rax
	pushw $0x1234
	pushq $0x12345678
	push %fs
	pop %gs
	lcall *(%rax)
	ljmp *(%rax)
	jmp *%fs:(%rax)
	notrack jmp *%rax
	bnd jmp 1b
	bnd ret
	retq $8
	lretq $8
	lretq
	pextrw $1, %xmm0, %eax
	pinsrw $1, %eax, %xmm0
	pextrb $1, %xmm0, %eax
	insertps $1, %xmm1, %xmm0
	roundsd $1, %xmm1, %xmm0
	pcmpistri $1, %xmm1, %xmm0
	crc32b %al, %ebx
	crc32q %rax, %rbx
	movbe (%rax), %rbx
	prefetcht0 (%rax)
	prefetchw (%rax)
	nopw 0x0(%rax,%rax,1)
	vzeroupper
	vzeroall
	vmovdqu8 %zmm0, (%rax){%k1}
	vpbroadcastq %rax, %zmm0
	vpmovqd %zmm0, %ymm1
	vpshldvq %zmm2, %zmm1, %zmm0
	vpopcntq %zmm1, %zmm0
	vp2intersectd %zmm2, %zmm1, %k2
	vcvtne2ps2bf16 %zmm2, %zmm1, %zmm0
	vdpbf16ps %zmm2, %zmm1, %zmm0
	vpmadd52luq %zmm2, %zmm1, %zmm0
	vpcmov %xmm3, %xmm2, %xmm1, %xmm0
	vprotd $3, %xmm1, %xmm0
	vpshad %xmm2, %xmm1, %xmm0
	vfrczps %xmm1, %xmm0
	vpermil2ps $0, %xmm3, %xmm2, %xmm1, %xmm0
	bextr $0x1234, %eax, %ebx
	blcfill %eax, %ebx
	lwpins $0x12345678, %eax, %ebx
	vfmaddps %xmm3, %xmm2, %xmm1, %xmm0
	extrq $2, $1, %xmm0
	insertq $2, $1, %xmm1, %xmm0
	pfadd %mm1, %mm0
	pfrcp (%rax), %mm0
	femms
	addw $0x1234, %ax
	addw $0x12, (%rax)
	addl $0x12345678, 0x10(%rsp,%rcx,8)
	movw $0x1234, 0x10(%rax)
	movq $-1, 0x10(%rip)
	addr32 movl (%eax), %ebx
	addr32 leal (%eax,%ebx,4), %ecx
	movl 0x12345678(,%rbx,4), %eax
	movl 0x12345678, %eax
	movl (%r13), %eax
	movl (%r12), %eax
	movl 0x80(%rbp,%r12,2), %eax
	lock incl (%rax)
	.byte 0x66, 0x66, 0x2e, 0x0f, 0x1f, 0x84, 0, 0, 0, 0, 0
	xacquire lock addl $1, (%rax)
	xrelease movl $0, (%rax)
	jrcxz 2f
	loop 2f
	loopne 2f
2:	jecxz 2b
	callq *0x10(%rax)
	callw *%ax
	rdfsbase %rax
	wrgsbase %rbx
	vmcall
	vmlaunch
	vmread %rax, %rbx
	invept (%rax), %rbx
	getsec
	encls
	enclu
	rdmsr
	wrmsr
	invlpg (%rax)
	lgdt (%rax)
	sldt %ax
	str %ax
	verr %ax
	lar %ax, %bx
	lsl %eax, %ebx
	movq %cr3, %rax
	movq %dr7, %rax
	in $0x80, %al
	out %al, $0x80
	inb %dx, %al
	insb
	outsl
	xlat
	sahf
	lahf
	cmc
	clc
	std
	vpgatherqq %ymm2, (%rax,%ymm1,8), %ymm0
	vbroadcasti128 (%rax), %ymm0
	vperm2i128 $1, %ymm2, %ymm1, %ymm0
	vpblendvb %ymm3, %ymm2, %ymm1, %ymm0
	vcvtph2ps %xmm1, %ymm0
	vcvtps2ph $0, %ymm1, %xmm0
	vmaskmovps (%rax), %ymm1, %ymm0
	vpinsrq $1, %rax, %xmm1, %xmm0
	vpextrq $1, %xmm1, %rax
	vldmxcsr (%rax)
	vmovq %xmm0, %rax
	jmp g
	jmp *g@GOTPCREL(%rip)
	jmp *(%rax,%rbx,8)
	jmp *8(%rax)
	jmp *%rax
	jmp 3f
3:	jne g
	ret
	.size f, .-f

	.globl g
	.type g,@function
g:
	ret
	.size g, .-g
